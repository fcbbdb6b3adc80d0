import { fail, type Envelope } from '../lib/envelope';
import type { SmsCheck } from './sms';

/** Phone authentication error codes and messages (SPEC §8). */
export const PHONE_AUTH_ERRORS = {
  invalidPhoneNumber: { code: 'auth/invalid-phone-number', message: 'Invalid phone number format' },
  missingPhoneNumber: { code: 'auth/missing-phone-number', message: 'Please enter a valid phone number' },
  tooManyRequests: { code: 'auth/too-many-requests', message: 'Please wait before sending again' },
  invalidVerificationCode: { code: 'auth/invalid-verification-code', message: 'The verification code is not valid' },
  missingVerificationCode: { code: 'auth/missing-verification-code', message: 'Please enter the verification code' },
  codeExpired: { code: 'auth/code-expired', message: 'The code has expired, please send it again' },
  operationNotAllowed: { code: 'auth/operation-not-allowed', message: 'This function is not enabled' },
} as const;

export type PhoneAuthError = keyof typeof PHONE_AUTH_ERRORS;

export function phoneAuthFailure<T = null>(error: PhoneAuthError, value: T = null as T): Envelope<T> {
  const { code, message } = PHONE_AUTH_ERRORS[error];
  return fail(message, value, code);
}

/** The failure for a code check that did not pass. */
export const SMS_CHECK_ERROR: Record<Exclude<SmsCheck, 'ok'>, PhoneAuthError> = {
  missing: 'missingVerificationCode',
  invalid: 'invalidVerificationCode',
  expired: 'codeExpired',
};
