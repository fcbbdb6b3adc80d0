import type { SimRoutes } from '../../context';
import { fail, ok, type Envelope } from '../../lib/envelope';
import { findAccountByMobile, parseMobile } from '../../state/mobile';
import { phoneAuthFailure } from '../../state/phone-auth-errors';
import type { SimState } from '../../state/sim-state';
import { sendSmsCode, SMS_EXPIRED_MINUTES } from '../../state/sms';

interface NoLoginBody {
  mobileNum?: string;
  countryDialingCode?: string;
  /** The captcha-challenge result (SPEC §7): accepted, not checked by the simulator. */
  captcha?: string;
}

interface RegisterBody {
  mobileNo?: string;
  countryDialingCode?: string;
}

const phoneProperties = {
  countryDialingCode: { type: 'string', maxLength: 8 },
  captcha: { type: 'string', maxLength: 4096 },
} as const;

const noLoginBodySchema = {
  type: 'object',
  properties: { ...phoneProperties, mobileNum: { type: 'string', maxLength: 32 } },
} as const;

const registerBodySchema = {
  type: 'object',
  properties: { ...phoneProperties, mobileNo: { type: 'string', maxLength: 32 } },
} as const;

export const SMS_MESSAGES = {
  notRegistered: 'This mobile number is not registered',
  alreadyRegistered: 'This mobile number is already registered',
} as const;

type Audience = 'registered' | 'unregistered';

/**
 * Sends (stores) the code for a number. noLogin (login, forgot password, IP verification) needs a
 * registered number; register needs a new one. A second send within 1 s is refused.
 */
function send(
  state: SimState,
  mobileNum: string | undefined,
  countryDialingCode: string | undefined,
  audience: Audience,
): Envelope<{ expiredMinutes: number } | null> {
  if (mobileNum === undefined || mobileNum.trim() === '') return phoneAuthFailure('missingPhoneNumber');
  const mobile = parseMobile(mobileNum, countryDialingCode);
  if (!mobile) return phoneAuthFailure('invalidPhoneNumber');
  const registered = findAccountByMobile(state, mobile) !== undefined;
  if (audience === 'registered' && !registered) return fail(SMS_MESSAGES.notRegistered, null, 'MOBILE_NOT_REGISTERED');
  if (audience === 'unregistered' && registered) return fail(SMS_MESSAGES.alreadyRegistered, null, 'MOBILE_EXISTS');
  if (!sendSmsCode(state, mobile).sent) return phoneAuthFailure('tooManyRequests');
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
}

export const verificationRoutes: SimRoutes = async (app, { ctx }) => {
  const { state } = ctx;

  app.post<{ Body: NoLoginBody }>('/wps/verification/sms/noLogin', { schema: { body: noLoginBodySchema } }, async (request) =>
    send(state, request.body.mobileNum, request.body.countryDialingCode, 'registered'),
  );

  app.post<{ Body: RegisterBody }>('/wps/verification/sms/register', { schema: { body: registerBodySchema } }, async (request) =>
    send(state, request.body.mobileNo, request.body.countryDialingCode, 'unregistered'),
  );
};
