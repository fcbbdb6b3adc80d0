import type { FastifyRequest } from 'fastify';
import { DEFAULT_WEAK_PASSWORD } from '../../config';
import type { SimContext, SimRoutes } from '../../context';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { asPayload, optionalText, requiredText } from '../../lib/input';
import { encBodySchema, type EncBody } from '../../lib/jwe';
import { isTrial } from '../../state/accounts';
import { findAccountByMobile, parseMobile } from '../../state/mobile';
import { phoneAuthFailure, SMS_CHECK_ERROR } from '../../state/phone-auth-errors';
import { requireAccount } from '../../state/sessions';
import { findAccountByUsername } from '../../state/sim-state';
import { checkSmsCode, sendSmsCode, SMS_EXPIRED_MINUTES } from '../../state/sms';
import type { Account } from '../../state/accounts';
import type { SimState } from '../../state/sim-state';

/** A new password: 8-20 characters without spaces, with at least one letter and one digit. */
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;

export const PASSWORD_MESSAGES = {
  trial: 'This is a trial account. Please register a real account.',
  oldIncorrect: 'The old password is incorrect',
  inconsistent: 'The two passwords are inconsistent',
  sameAsOld: 'The new password must be different from the old password',
  rule: 'The password needs 8-20 characters with letters and digits',
  defaultPassword: 'The default password cannot be used',
  unknownUserOrEmail: 'The username or email does not exist',
  emailSent: 'A password reset link has been sent to your email',
  mobileNotRegistered: 'This mobile number is not registered',
  mobileNotBound: 'Please bind a mobile number first',
  code: 'The verification code is not valid',
} as const;

/** The member's bound mobile number, where CHNGPASSVERIF3 sends its code. */
function boundMobileOf(account: Account) {
  return account.mobileNum === null ? undefined : parseMobile(account.mobileNum, account.countryDialingCode ?? undefined);
}

/**
 * CHNGPASSVERIF3 (chosen, SPEC names the switch only): a change the member asks for carries the SMS
 * code sent to the bound mobile. The forced change after a login (default or expired password) does
 * not: that login has just been verified (by the extra verification where the IP asks for it).
 */
function extraVerificationError(state: SimState, account: Account, code: string | undefined): Envelope<unknown> | undefined {
  if (!state.features.CHNGPASSVERIF3) return undefined;
  if (account.passwordExpired || account.password === DEFAULT_WEAK_PASSWORD) return undefined;
  const mobile = boundMobileOf(account);
  if (!mobile) return fail(PASSWORD_MESSAGES.mobileNotBound, null, 'MOBILE_NOT_BOUND');
  if (checkSmsCode(state, mobile, code) !== 'ok') return fail(PASSWORD_MESSAGES.code, { errors: { verificationCode: PASSWORD_MESSAGES.code } }, 'INVALID_VERIFICATION_CODE');
  return undefined;
}

/** undefined when the new password is acceptable. */
export function newPasswordError(password: string): string | undefined {
  if (!PASSWORD_RULE.test(password)) return PASSWORD_MESSAGES.rule;
  if (password === DEFAULT_WEAK_PASSWORD) return PASSWORD_MESSAGES.defaultPassword;
  return undefined;
}

interface EmailBody {
  username: string;
  email: string;
}

const emailBodySchema = {
  type: 'object',
  required: ['username', 'email'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 50 }, email: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

async function changePassword(ctx: SimContext, request: FastifyRequest, jwe: string): Promise<Envelope<unknown>> {
  const account = requireAccount(ctx.state, request);
  const payload = asPayload(await ctx.decrypt(jwe), 'passwords');
  const oldPassword = requiredText(payload, 'oldPassword', { maxLength: 100, trim: false });
  const newPassword = requiredText(payload, 'newPassword', { maxLength: 100, trim: false });
  const confirmNewPassword = requiredText(payload, 'confirmNewPassword', { maxLength: 100, trim: false });

  if (isTrial(account) || account.password === null) return fail(PASSWORD_MESSAGES.trial, null, 'TRIAL_ACCOUNT');
  if (oldPassword !== account.password) return fail(PASSWORD_MESSAGES.oldIncorrect, null, 'OLD_PASSWORD_INCORRECT');
  if (confirmNewPassword !== newPassword) return fail(PASSWORD_MESSAGES.inconsistent, null, 'PASSWORD_MISMATCH');
  if (newPassword === oldPassword) return fail(PASSWORD_MESSAGES.sameAsOld, null, 'PASSWORD_UNCHANGED');
  const error = newPasswordError(newPassword);
  if (error !== undefined) return fail(error, null, 'PASSWORD_RULE');
  const unverified = extraVerificationError(ctx.state, account, optionalText(payload, 'verificationCode', { maxLength: 16 }));
  if (unverified) return unverified;

  account.password = newPassword;
  account.passwordExpired = false;
  return ok(null);
}

export const passwordRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.post<{ Body: EncBody }>('/wps/member/password', { schema: { body: encBodySchema } }, async (request) =>
    changePassword(ctx, request, request.body.value),
  );

  /** CHNGPASSVERIF3: the code for a password change, sent to the member's bound mobile. */
  app.post('/wps/verification/sms/password', async (request) => {
    const mobile = boundMobileOf(requireAccount(state, request));
    if (!mobile) return fail(PASSWORD_MESSAGES.mobileNotBound, null, 'MOBILE_NOT_BOUND');
    if (!sendSmsCode(state, mobile).sent) return phoneAuthFailure('tooManyRequests');
    return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });

  /** Forgot password by email (form-encoded): the simulator records the mail in its state. */
  app.post<{ Body: EmailBody }>('/wps/member/password/email', { schema: { body: emailBodySchema } }, async (request) => {
    const username = request.body.username.trim();
    const email = request.body.email.trim();
    const account = findAccountByUsername(state, username);
    if (!account || account.email === null || account.email.toLowerCase() !== email.toLowerCase()) {
      return fail(PASSWORD_MESSAGES.unknownUserOrEmail, null, 'USER_OR_EMAIL_NOT_FOUND');
    }
    state.passwordResetEmails.push({ username: account.username, email: account.email, sentAt: new Date().toISOString() });
    return ok(null, PASSWORD_MESSAGES.emailSent);
  });

  /** Forgot password by phone: the code sent by /wps/verification/sms/noLogin sets a new password. */
  app.post<{ Body: EncBody }>('/wps/member/password/verification', { schema: { body: encBodySchema } }, async (request) => {
    const payload = asPayload(await ctx.decrypt(request.body.value), 'new password and verification');
    const newPassword = requiredText(payload, 'newPassword', { maxLength: 100, trim: false });
    const mobileNum = requiredText(payload, 'mobileNum', { maxLength: 32 });
    const mobile = parseMobile(mobileNum, optionalText(payload, 'countryDialingCode', { maxLength: 8 }));
    if (!mobile) return phoneAuthFailure('invalidPhoneNumber');
    const account = findAccountByMobile(state, mobile);
    if (!account) return fail(PASSWORD_MESSAGES.mobileNotRegistered, null, 'MOBILE_NOT_REGISTERED');
    const error = newPasswordError(newPassword);
    if (error !== undefined) return fail(error, null, 'PASSWORD_RULE');
    const check = checkSmsCode(state, mobile, optionalText(payload, 'verificationCode', { maxLength: 16 }));
    if (check !== 'ok') return phoneAuthFailure(SMS_CHECK_ERROR[check]);
    account.password = newPassword;
    account.passwordExpired = false;
    return ok(null);
  });
};
