import type { FieldIssue } from './field-rules';

/** The platform's password rule (docs/api-contract.md PASSWORD_RULE). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)\S+$/;

/** A new password: 8–20 characters without spaces, letters and digits, never the default weak one. */
export function newPasswordIssue(value: string, defaultWeakPassword: string): FieldIssue | null {
  if (value === '') return { kind: 'required' };
  const length = [...value].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX || !PASSWORD_RULE.test(value)) {
    return { kind: 'password', min: PASSWORD_MIN, max: PASSWORD_MAX };
  }
  if (value === defaultWeakPassword) return { kind: 'weakPassword' };
  return null;
}

/** 'inconsistent twice' (SPEC §5) when the confirmation differs. */
export function confirmationIssue(password: string, confirmation: string): FieldIssue | null {
  if (confirmation === '') return { kind: 'required' };
  return confirmation === password ? null : { kind: 'inconsistent' };
}
