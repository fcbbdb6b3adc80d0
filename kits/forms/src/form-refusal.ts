import * as v from 'valibot';
import { isApiError, translateError } from '@gp/kernel';

const fieldErrorsSchema = v.object({ errors: v.record(v.string(), v.string()) });

/**
 * A refused call's field errors (`value.errors: { field: message }`) for the fields a form has;
 * the rest of the refusal is the form-level message.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!isApiError(error) || error.kind !== 'business') return {};
  const parsed = v.safeParse(fieldErrorsSchema, error.value);
  if (!parsed.success) return {};
  const result: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = parsed.output.errors[field];
    if (message) result[field] = message;
  }
  return result;
}

/** Applies a refusal to a react-hook-form form: field errors under their fields, else the form's message. */
export function applyRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (name: F | 'root.server', error: { type: string; message: string }) => void,
): void {
  const byField = Object.entries(serverFieldErrors(error, fields)) as [F, string][];
  for (const [field, message] of byField) setError(field, { type: 'server', message });
  if (byField.length === 0) setError('root.server', { type: 'server', message: translateError(error) });
}
