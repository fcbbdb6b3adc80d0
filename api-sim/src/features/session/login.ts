import { badRequest, fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, requiredText } from '../../lib/input';
import type { Account } from '../../state/accounts';
import { verifyCaptcha } from '../../state/captchas';
import { ipAllowed, verifyMethodsOf, type VerifyMethod } from '../../state/ip-check';
import { findAccountByMobile, parseMobile } from '../../state/mobile';
import { phoneAuthFailure, SMS_CHECK_ERROR } from '../../state/phone-auth-errors';
import { randomToken, startSession, type LoginResult } from '../../state/sessions';
import { findAccountByUsername, type SimState } from '../../state/sim-state';
import { checkSmsCode } from '../../state/sms';
import { nowOf } from '../../money/clock';
import { loginRefusal, type ExclusionView } from '../responsible-gaming/rg-exclusion';

export interface PasswordLogin {
  kind: 'password';
  username: string;
  password: string;
  captcha?: string;
  captchaUuid?: string;
}

export interface SmsLogin {
  kind: 'sms';
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

export type LoginRequest = PasswordLogin | SmsLogin;

export const LOGIN_MESSAGES = {
  failed: 'Incorrect username or password',
  captchaRequired: 'Captcha required',
  captchaIncorrect: 'Incorrect captcha',
  mobileNotRegistered: 'This mobile number is not registered',
  ipNotRegistered: 'Login from a new IP address: please verify your identity',
} as const;

const CAPTCHA_NEEDED = { captcha: true } as const;
type CaptchaNeeded = typeof CAPTCHA_NEEDED;

/** value of the IP_NOT_REGISTERED failure: the methods to offer and the token for /login/verify. */
export interface IpVerificationNeeded {
  verifyMethods: VerifyMethod[];
  verifyToken: string;
}

const optionalString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The decrypted plaintext of a login call; `loginType: 'SMS'` selects the SMS login. */
export function parseLogin(plaintext: unknown): LoginRequest {
  const payload = asPayload(plaintext, 'credentials');
  if (payload.loginType === 'SMS') {
    return {
      kind: 'sms',
      mobileNum: requiredText(payload, 'mobileNum', { maxLength: 32 }),
      countryDialingCode: optionalText(payload, 'countryDialingCode', { maxLength: 8 }),
      verificationCode: optionalText(payload, 'verificationCode', { maxLength: 16 }),
    };
  }
  const { username, password, captcha, captchaUuid } = payload;
  if (typeof username !== 'string' || typeof password !== 'string') {
    throw badRequest('Invalid request: username and password are required');
  }
  return {
    kind: 'password',
    username: username.trim(),
    password,
    captcha: optionalString(captcha),
    captchaUuid: optionalString(captchaUuid),
  };
}

/**
 * The session of a password login, unless the IP check is on and the IP is not registered for
 * the account: then the IP_NOT_REGISTERED failure with a token for POST /wps/session/login/verify.
 */
function sessionOrIpVerification(state: SimState, account: Account, ip: string): Envelope<LoginResult | IpVerificationNeeded> {
  if (ipAllowed(state, account.id, ip)) return ok(startSession(state, account));
  const verifyToken = randomToken();
  const verifyMethods = verifyMethodsOf(account);
  state.ipVerifications.set(verifyToken, { accountId: account.id, ip, methods: verifyMethods });
  return fail(LOGIN_MESSAGES.ipNotRegistered, { verifyMethods, verifyToken }, 'IP_NOT_REGISTERED');
}

/** Password login; after a failure for a username its next attempt must carry a correct captcha. */
function passwordLogin(state: SimState, credentials: PasswordLogin, ip: string): Envelope<LoginResult | CaptchaNeeded | IpVerificationNeeded | ExclusionView | null> {
  const key = credentials.username.toLowerCase();
  if (state.captchaRequired.has(key)) {
    if (credentials.captcha === undefined) return fail(LOGIN_MESSAGES.captchaRequired, CAPTCHA_NEEDED, 'CAPTCHA_REQUIRED');
    if (!verifyCaptcha(state, credentials.captchaUuid, credentials.captcha)) {
      return fail(LOGIN_MESSAGES.captchaIncorrect, CAPTCHA_NEEDED, 'CAPTCHA_INCORRECT');
    }
  }

  const account = findAccountByUsername(state, credentials.username);
  if (!account || account.password === null || account.password !== credentials.password) {
    state.captchaRequired.add(key);
    return fail(LOGIN_MESSAGES.failed, CAPTCHA_NEEDED, 'LOGIN_FAILED');
  }

  state.captchaRequired.delete(key);
  return statusRefusal(account) ?? loginRefusal(state.rg.exclusions, account.id, nowOf(state.clock)) ?? sessionOrIpVerification(state, account, ip);
}

/**
 * Member status (PLATFORM-FACTS): a blocked (0) or login-forbidden (2) account is refused after
 * its password checked out; a deleted one (7) fails like an unknown username (chosen).
 */
function statusRefusal(account: Account): Envelope<CaptchaNeeded | null> | undefined {
  if (account.status === 0) return fail('This account is blocked. Please contact customer service', null, 'ACCOUNT_BLOCKED');
  if (account.status === 2) return fail('This account may not log in. Please contact customer service', null, 'LOGIN_FORBIDDEN');
  if (account.status === 7) return fail(LOGIN_MESSAGES.failed, CAPTCHA_NEEDED, 'LOGIN_FAILED');
  return undefined;
}

/** SMS login (MOBILEVERCODELOGIN3): the code last sent by /wps/verification/sms/noLogin. */
function smsLogin(state: SimState, request: SmsLogin): Envelope<LoginResult | ExclusionView | null> {
  if (!state.features.MOBILEVERCODELOGIN3) return phoneAuthFailure('operationNotAllowed');
  const mobile = parseMobile(request.mobileNum, request.countryDialingCode);
  if (!mobile) return phoneAuthFailure('invalidPhoneNumber');
  const account = findAccountByMobile(state, mobile);
  if (!account) return fail(LOGIN_MESSAGES.mobileNotRegistered, null, 'MOBILE_NOT_REGISTERED');
  const check = checkSmsCode(state, mobile, request.verificationCode);
  if (check !== 'ok') return phoneAuthFailure(SMS_CHECK_ERROR[check]);
  const refused = statusRefusal(account);
  if (refused) return refused.code === 'LOGIN_FAILED' ? fail(LOGIN_MESSAGES.mobileNotRegistered, null, 'MOBILE_NOT_REGISTERED') : fail(refused.message ?? '', null, refused.code);
  return loginRefusal(state.rg.exclusions, account.id, nowOf(state.clock)) ?? ok(startSession(state, account));
}

export type LoginAnswer = Envelope<LoginResult | CaptchaNeeded | IpVerificationNeeded | ExclusionView | null>;

export function attemptLogin(state: SimState, request: LoginRequest, ip: string): LoginAnswer {
  return request.kind === 'sms' ? smsLogin(state, request) : passwordLogin(state, request, ip);
}
