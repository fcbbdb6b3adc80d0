import { matchesPattern, patternMessageKey } from './pattern-families';
import { isValidMobile } from './phone';

/** The part of a server field rule (GET /wps/system/setting/register) that checks a value. */
export type FieldRule = { acceptedPattern: string; patternId: number; minLength: number; maxLength: number };

/** A validation failure, language-free; components turn it into text. */
export type FieldIssue =
  | { kind: 'required' }
  | { kind: 'pattern'; key: ReturnType<typeof patternMessageKey>; min: number; max: number }
  | { kind: 'mobile' }
  | { kind: 'email' }
  | { kind: 'inconsistent' }
  | { kind: 'birthdayFormat' }
  | { kind: 'underAge' }
  | { kind: 'password'; min: number; max: number }
  | { kind: 'weakPassword' }
  | { kind: 'terms' }
  | { kind: 'invitation' }
  /** SPEC §5 'captcha required': an empty captcha. */
  | { kind: 'captchaRequired' }
  /** SPEC §5 'complete verification first': no verification code yet. */
  | { kind: 'verifyFirst' };

/** Characters as the server counts them (code points, so an emoji is one). */
export function lengthOf(value: string): number {
  return [...value].length;
}

/**
 * One value against its server rule (SPEC §5): empty fails only when required; otherwise it
 * needs minLength–maxLength characters (maxLength 0 = no maximum) and the accepted pattern.
 */
export function checkRule(value: string, rule: FieldRule, required: boolean): FieldIssue | null {
  if (value === '') return required ? { kind: 'required' } : null;
  const length = lengthOf(value);
  const tooShort = length < rule.minLength;
  const tooLong = rule.maxLength > 0 && length > rule.maxLength;
  if (tooShort || tooLong || !matchesPattern(value, rule.acceptedPattern, rule.patternId)) {
    return { kind: 'pattern', key: patternMessageKey(rule.patternId), min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Required text: blank after trimming counts as empty. */
export function requiredIssue(value: string): FieldIssue | null {
  return value.trim() ? null : { kind: 'required' };
}

/** A required mobile number in the contract's phone format. */
export function mobileNumberIssue(value: string): FieldIssue | null {
  if (!value.trim()) return { kind: 'required' };
  return isValidMobile(value) ? null : { kind: 'mobile' };
}

/** A required email address. */
export function emailIssue(value: string): FieldIssue | null {
  return requiredIssue(value) ?? (isValidEmail(value) ? null : { kind: 'email' });
}
