import * as v from 'valibot';
import { apiDelete, apiPost, encPost, loginResultSchema, type LoginResult } from 'shared';

export type SmsLoginFields = { mobileNum: string; countryDialingCode: string; verificationCode: string };

/** SMS login (MOBILEVERCODELOGIN3): the enc login call with `loginType: 'SMS'`. */
export function loginBySms(fields: SmsLoginFields): Promise<LoginResult> {
  return encPost('/wps/session/login', { loginType: 'SMS', ...fields }, loginResultSchema);
}

export type SocialProviderId = 'GOOGLE' | 'FACEBOOK';

/** POST /wps/session/login/social with the provider's ID token. */
export function loginBySocial(provider: SocialProviderId, idToken: string): Promise<LoginResult> {
  return apiPost('/wps/session/login/social', { provider, idToken }, loginResultSchema);
}

/** Ends a session this client will not keep (an account refused on the member side). */
export async function endSession(token: string): Promise<void> {
  await apiDelete('/wps/session/logout', v.unknown(), { headers: { token } });
}
