import * as v from 'valibot';
import { apiRequest } from '@gp/kernel';
import { loginResultSchema, type LoginResult } from '@gp/auth-kit';

export type SmsLoginFields = { mobileNum: string; countryDialingCode: string; verificationCode: string };

/** SMS login (MOBILEVERCODELOGIN3): the enc login call with `loginType: 'SMS'`. */
export function loginBySms(fields: SmsLoginFields): Promise<LoginResult> {
  return apiRequest('/wps/session/login', { method: 'post', enc: { loginType: 'SMS', ...fields }, schema: loginResultSchema });
}

export type SocialProviderId = 'GOOGLE' | 'FACEBOOK';

/** POST /wps/session/login/social with the provider's ID token. */
export function loginBySocial(provider: SocialProviderId, idToken: string): Promise<LoginResult> {
  return apiRequest('/wps/session/login/social', { method: 'post', json: { provider, idToken }, schema: loginResultSchema });
}

/** Ends a session this client will not keep (an account refused on the member side). */
export async function endSession(token: string): Promise<void> {
  await apiRequest('/wps/session/logout', { method: 'delete', schema: v.unknown(), headers: { token } });
}
