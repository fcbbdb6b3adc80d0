import { badRequest, fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, requiredText, type Payload } from '../../lib/input';
import type { Account } from '../../state/accounts';
import { checkGoogleCode } from '../../state/google-auth';
import { rememberIp, VERIFY_METHODS, type VerifyMethod } from '../../state/ip-check';
import { mobileOf, parseMobile } from '../../state/mobile';
import { phoneAuthFailure, SMS_CHECK_ERROR } from '../../state/phone-auth-errors';
import { startSession, type LoginResult } from '../../state/sessions';
import type { SimState } from '../../state/sim-state';
import { checkSmsCode } from '../../state/sms';

export const VERIFY_MESSAGES = {
  tokenInvalid: 'The verification has expired, please log in again',
  methodNotOffered: 'This verification method is not available for the account',
  failed: 'Verification failed: the details do not match',
} as const;

const isVerifyMethod = (method: string): method is VerifyMethod => (VERIFY_METHODS as readonly string[]).includes(method);

const sameText = (a: string | null, b: string | undefined): boolean =>
  a !== null && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

type Check = Envelope<null> | 'ok';

function checkSms(state: SimState, account: Account, payload: Payload): Check {
  const mobileNum = optionalText(payload, 'mobileNum', { maxLength: 32 });
  if (mobileNum === undefined) return phoneAuthFailure('missingPhoneNumber');
  const mobile = parseMobile(mobileNum, optionalText(payload, 'countryDialingCode', { maxLength: 8 }));
  if (!mobile) return phoneAuthFailure('invalidPhoneNumber');
  if (mobile.key !== mobileOf(account)?.key) return fail(VERIFY_MESSAGES.failed, null, 'VERIFY_FAILED');
  const check = checkSmsCode(state, mobile, optionalText(payload, 'verificationCode', { maxLength: 16 }));
  return check === 'ok' ? 'ok' : phoneAuthFailure(SMS_CHECK_ERROR[check]);
}

function checkMethod(state: SimState, account: Account, method: VerifyMethod, payload: Payload): Check {
  const matches = (bound: string | null, key: string) =>
    sameText(bound, optionalText(payload, key, { maxLength: 200 })) ? 'ok' : fail(VERIFY_MESSAGES.failed, null, 'VERIFY_FAILED');
  switch (method) {
    case 'SMS':
      return checkSms(state, account, payload);
    case 'EMAIL':
      return matches(account.email, 'email');
    case 'BANK':
      return matches(account.bankAccountName, 'bankAccountName');
    case 'GOOGLE':
      return checkGoogleCode(account.googleSecret, optionalText(payload, 'googleCode', { maxLength: 200 })) ? 'ok' : fail(VERIFY_MESSAGES.failed, null, 'VERIFY_FAILED');
  }
}

/**
 * Completes the extra verification of a login from an unregistered IP: on success the IP is
 * registered for the account and the login result answered. A failed check keeps the token.
 */
export function completeIpVerification(state: SimState, plaintext: unknown): Envelope<LoginResult | null> {
  const payload = asPayload(plaintext, 'verification');
  const verifyToken = requiredText(payload, 'verifyToken', { maxLength: 100 });
  const method = requiredText(payload, 'method', { maxLength: 16 }).toUpperCase();
  if (!isVerifyMethod(method)) throw badRequest(`Invalid request: method must be one of ${VERIFY_METHODS.join(', ')}`);

  const pending = state.ipVerifications.get(verifyToken);
  const account = pending && state.accounts.get(pending.accountId);
  if (!pending || !account) return fail(VERIFY_MESSAGES.tokenInvalid, null, 'VERIFY_TOKEN_INVALID');
  if (!pending.methods.includes(method)) return fail(VERIFY_MESSAGES.methodNotOffered, null, 'VERIFY_METHOD_UNAVAILABLE');

  const check = checkMethod(state, account, method, payload);
  if (check !== 'ok') return check;
  state.ipVerifications.delete(verifyToken);
  rememberIp(state, account.id, pending.ip);
  return ok(startSession(state, account));
}
