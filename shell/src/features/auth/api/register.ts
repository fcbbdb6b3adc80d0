import * as v from 'valibot';
import { apiRequest, isApiError, looseBoolean } from '@gp/kernel';
import { loginResultSchema, type LoginResult } from '@gp/auth-kit';

export type RegisterType = 'username' | 'mobile';

/** PUT /wps/member/register or /wps/member/register/mobile (enc): logs the new account in. */
export function registerMember(type: RegisterType, form: Record<string, unknown>): Promise<LoginResult> {
  return apiRequest(type === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', { method: 'put', enc: form, schema: loginResultSchema });
}

const fieldErrorsSchema = v.object({ errors: v.record(v.string(), v.string()) });

/** The per-field messages of a refused registration (VALIDATION_FAILED and the one-field failures). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.kind !== 'business') return {};
  const parsed = v.safeParse(fieldErrorsSchema, error.value);
  return parsed.success ? parsed.output.errors : {};
}

const affiliateSchema = v.object({ valid: looseBoolean, agentName: v.nullish(v.string()) });

export type AffiliateCheck = v.InferOutput<typeof affiliateSchema>;

/** GET /wps/agent/affiliate: whether an invitation (affiliate) code names an agent. */
export function checkAffiliateCode(code: string, domain: string): Promise<AffiliateCheck> {
  return apiRequest('/wps/agent/affiliate', { schema: affiliateSchema, params: { code, domain } });
}
