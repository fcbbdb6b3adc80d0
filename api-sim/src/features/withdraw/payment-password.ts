import { fail, ok, type Envelope } from '../../lib/envelope';
import { optionalText, requiredText, type Payload } from '../../lib/input';
import type { Account } from '../../state/accounts';

/** Withdrawal password: 6 digits, set once in the security centre, then changed with the old one. */
export const PAYMENT_PASSWORD = /^\d{6}$/;

/** The platform's message codes (PLATFORM-FACTS withdraw). */
export const PAYMENT_PASSWORD_CODES = { missing: 'not.exists.payment.password', invalid: 'invalid.payment.pw' } as const;

export const PAYMENT_PASSWORD_MESSAGES = {
  missing: 'Please set a withdrawal password first',
  invalid: 'Incorrect withdrawal password',
  format: 'The withdrawal password is 6 digits',
  mismatch: 'The two passwords do not match',
  exists: 'A withdrawal password is already set: change it instead',
  sameAsLogin: 'The withdrawal password must differ from the login password',
  sameAsOld: 'The new withdrawal password must differ from the old one',
} as const;

/** undefined when the password is right; otherwise the refusal to answer. */
export function checkPaymentPassword(account: Account, given: string | undefined): Envelope<null> | undefined {
  if (account.paymentPassword === null) return fail(PAYMENT_PASSWORD_MESSAGES.missing, null, PAYMENT_PASSWORD_CODES.missing);
  if (given === undefined || given !== account.paymentPassword) return fail(PAYMENT_PASSWORD_MESSAGES.invalid, null, PAYMENT_PASSWORD_CODES.invalid);
  return undefined;
}

const fieldFailure = (message: string, field: string, code: string) => fail(message, { errors: { [field]: message } }, code);

/** Set (enc): `{ paymentPassword, confirmPaymentPassword }`, only while none is set. */
export function setPaymentPassword(account: Account, payload: Payload): Envelope<{ hasPaymentPassword: boolean } | { errors: Record<string, string> } | null> {
  const password = requiredText(payload, 'paymentPassword', { maxLength: 32, trim: false });
  const confirm = optionalText(payload, 'confirmPaymentPassword', { maxLength: 32, trim: false });
  if (account.paymentPassword !== null) return fail(PAYMENT_PASSWORD_MESSAGES.exists, null, 'PAYMENT_PASSWORD_EXISTS');
  if (!PAYMENT_PASSWORD.test(password)) return fieldFailure(PAYMENT_PASSWORD_MESSAGES.format, 'paymentPassword', 'INVALID_PAYMENT_PASSWORD');
  if (confirm !== undefined && confirm !== password) return fieldFailure(PAYMENT_PASSWORD_MESSAGES.mismatch, 'confirmPaymentPassword', 'PASSWORD_MISMATCH');
  if (password === account.password) return fieldFailure(PAYMENT_PASSWORD_MESSAGES.sameAsLogin, 'paymentPassword', 'SAME_AS_LOGIN');
  account.paymentPassword = password;
  return ok({ hasPaymentPassword: true });
}

/** Change (enc): `{ oldPaymentPassword, newPaymentPassword, confirmNewPaymentPassword }`. */
export function changePaymentPassword(account: Account, payload: Payload): Envelope<{ hasPaymentPassword: boolean } | { errors: Record<string, string> } | null> {
  const old = requiredText(payload, 'oldPaymentPassword', { maxLength: 32, trim: false });
  const next = requiredText(payload, 'newPaymentPassword', { maxLength: 32, trim: false });
  const confirm = optionalText(payload, 'confirmNewPaymentPassword', { maxLength: 32, trim: false });
  const refused = checkPaymentPassword(account, old);
  if (refused) return refused;
  if (!PAYMENT_PASSWORD.test(next)) return fieldFailure(PAYMENT_PASSWORD_MESSAGES.format, 'newPaymentPassword', 'INVALID_PAYMENT_PASSWORD');
  if (confirm !== undefined && confirm !== next) return fieldFailure(PAYMENT_PASSWORD_MESSAGES.mismatch, 'confirmNewPaymentPassword', 'PASSWORD_MISMATCH');
  if (next === old) return fieldFailure(PAYMENT_PASSWORD_MESSAGES.sameAsOld, 'newPaymentPassword', 'SAME_AS_OLD');
  if (next === account.password) return fieldFailure(PAYMENT_PASSWORD_MESSAGES.sameAsLogin, 'newPaymentPassword', 'SAME_AS_LOGIN');
  account.paymentPassword = next;
  return ok({ hasPaymentPassword: true });
}
