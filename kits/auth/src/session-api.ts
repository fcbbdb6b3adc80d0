import * as v from 'valibot';
import { getRuntimeConfig, isApiError, apiRequest } from '@gp/kernel';
import { type LoginResult, loginFailureValueSchema, loginResultSchema } from './login-schemas';

export type LoginFields = {
  username: string;
  password: string;
  captcha?: string;
  captchaUuid?: string;
};

/** enc POST /wps/session/login. A failure is an ApiError of kind 'business'; see needsCaptcha. */
export function login(fields: LoginFields): Promise<LoginResult> {
  return apiRequest('/wps/session/login', { method: 'post', enc: fields, schema: loginResultSchema });
}

/** True when a failed login says the next attempt needs a captcha (SPEC §4, §8). */
export function needsCaptcha(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'business') return false;
  const value = v.safeParse(loginFailureValueSchema, error.value);
  return value.success && value.output?.captcha === true;
}

function clientOs(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'ANDROID';
  if (/iphone|ipad|ipod/i.test(agent)) return 'IOS';
  if (/windows/i.test(agent)) return 'WINDOWS';
  if (/mac os/i.test(agent)) return 'MACOS';
  if (/linux/i.test(agent)) return 'LINUX';
  return 'OTHER';
}

/** POST /wps/session/login/freeplay: a new trial account (member type 4). */
export function loginFreePlay(): Promise<LoginResult> {
  const { platform } = getRuntimeConfig();
  return apiRequest('/wps/session/login/freeplay', {
    method: 'post',
    json: { os: clientOs(), platform, gatewayVersion: 3 },
    enc: {},
    schema: loginResultSchema,
  });
}

/** DELETE /wps/session/logout (token). The caller then runs signOutAtom. */
export async function logout(): Promise<void> {
  await apiRequest('/wps/session/logout', { method: 'delete', schema: v.unknown() });
}
