/** Philippines, the platform's market: the dialing code sent when the user gives none. */
export const DEFAULT_DIALING_CODE = '63';

/** Digits only: spaces and dashes typed as separators are dropped. */
export function normalizeMobile(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}

/**
 * The contract's phone format: the national number with or without its trunk zero, 7–12
 * digits once leading zeros are removed (`09171234567` ≡ `9171234567`).
 */
export function isValidMobile(value: string): boolean {
  const digits = normalizeMobile(value);
  if (!/^\d+$/.test(digits)) return false;
  return /^\d{7,12}$/.test(digits.replace(/^0+/, ''));
}

/** 1–4 digits with an optional `+`. */
export function isValidDialingCode(value: string): boolean {
  return /^\+?\d{1,4}$/.test(value.trim());
}

export function normalizeDialingCode(value: string): string {
  return value.trim().replace(/^\+/, '') || DEFAULT_DIALING_CODE;
}
