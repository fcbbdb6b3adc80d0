import { badRequest } from './envelope';

/** The decrypted plaintext of an enc call, or a body read without a Fastify schema. */
export type Payload = Readonly<Record<string, unknown>>;

/** A JSON object, else a 400 (`what` names the expected payload in the message). */
export function asPayload(value: unknown, what: string): Payload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`Invalid request: ${what} expected`);
  return value as Payload;
}

const MAX_TEXT = 2000;

/**
 * A text field: strings are trimmed (unless `trim: false`), numbers become their decimal text,
 * absent / null / '' are undefined; anything else, or a text above `maxLength`, is a 400.
 */
export function optionalText(payload: Payload, key: string, options: { maxLength?: number; trim?: boolean } = {}): string | undefined {
  const raw = payload[key];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw badRequest(`Invalid request: ${key} must be a string`);
  const text = typeof raw === 'number' ? String(raw) : options.trim === false ? raw : raw.trim();
  if (text.length > (options.maxLength ?? MAX_TEXT)) throw badRequest(`Invalid request: ${key} is too long`);
  return text === '' ? undefined : text;
}

/** Like `optionalText`, but a missing value is a 400. */
export function requiredText(payload: Payload, key: string, options: { maxLength?: number; trim?: boolean } = {}): string {
  const text = optionalText(payload, key, options);
  if (text === undefined) throw badRequest(`Invalid request: ${key} is required`);
  return text;
}

/** A positive integer field (numbers or digit strings); anything else is a 400. */
export function requiredId(payload: Payload, key: string): number {
  const raw = payload[key];
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,12}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`Invalid request: ${key} must be a positive integer`);
  return id;
}
