import * as v from 'valibot';
import { apiRequest, isApiError } from '@gp/kernel';

/** A self-exclusion as the server shows it (docs/api-contract.md "Responsible gambling"). */
const selfExclusionSchema = v.object({
  kind: v.literal('selfExclusion'),
  choice: v.string(),
  /** null: permanent */
  until: v.nullable(v.string()),
  /** From when the member may ask to end it (after its first 6 months). */
  endableFrom: v.nullable(v.string()),
});

export type SelfExclusion = v.InferOutput<typeof selfExclusionSchema>;

/** A self-exclusion asked to end: it has an end (after the cooling-off). */
const endingSchema = v.object({ ...selfExclusionSchema.entries, until: v.string() });

export type EndingSelfExclusion = v.InferOutput<typeof endingSchema>;

/** The self-exclusion of a login refused with SELF_EXCLUDED (or of a refused request to end it); else null. */
export function selfExclusionOf(error: unknown, code = 'SELF_EXCLUDED'): SelfExclusion | null {
  if (!isApiError(error) || error.kind !== 'business' || error.code !== code) return null;
  const parsed = v.safeParse(selfExclusionSchema, error.value);
  return parsed.success ? parsed.output : null;
}

/** The cooling-off after a request to end it: 7 days after a permanent self-exclusion, else 24 hours. */
export const coolingOffOf = (exclusion: SelfExclusion): 'day' | 'week' => (exclusion.choice === 'permanent' ? 'week' : 'day');

/**
 * enc POST /wps/session/selfExclusion/end with the credentials typed at the refused login: the
 * exclusion ends after its cooling-off (its new end comes back). Refused in the first 6 months
 * (EXCLUSION_LOCKED), for wrong credentials (LOGIN_FAILED) and when none runs (NOT_SELF_EXCLUDED).
 */
export function askToEndSelfExclusion(credentials: { username: string; password: string }): Promise<EndingSelfExclusion> {
  return apiRequest('/wps/session/selfExclusion/end', { method: 'post', enc: credentials, schema: endingSchema });
}
