import * as v from 'valibot';
import { apiRequest, isApiError } from '@gp/kernel';
import { loginResultSchema, type LoginResult } from '@gp/auth-kit';

export const VERIFY_METHODS = ['SMS', 'EMAIL', 'BANK', 'GOOGLE'] as const;

export type VerifyMethod = (typeof VERIFY_METHODS)[number];

const ipVerificationSchema = v.object({
  // Methods this client does not know are ignored rather than failing the whole login.
  verifyMethods: v.pipe(
    v.array(v.string()),
    v.transform((methods) => methods.filter((m): m is VerifyMethod => (VERIFY_METHODS as readonly string[]).includes(m))),
  ),
  verifyToken: v.pipe(v.string(), v.minLength(1)),
});

export type IpVerification = v.InferOutput<typeof ipVerificationSchema>;

/** The extra verification a password login needs when the server says the IP is not registered. */
export function ipVerificationOf(error: unknown): IpVerification | null {
  if (!isApiError(error) || error.kind !== 'business' || error.code !== 'IP_NOT_REGISTERED') return null;
  const parsed = v.safeParse(ipVerificationSchema, error.value);
  return parsed.success && parsed.output.verifyMethods.length > 0 ? parsed.output : null;
}

export type VerifyLoginFields = {
  verifyToken: string;
  method: VerifyMethod;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  email?: string;
  bankAccountName?: string;
  googleCode?: string;
};

/** enc POST /wps/session/login/verify: completes the login and registers the IP. */
export function verifyLogin(fields: VerifyLoginFields): Promise<LoginResult> {
  return apiRequest('/wps/session/login/verify', { method: 'post', enc: fields, schema: loginResultSchema });
}
