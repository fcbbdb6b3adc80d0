import * as v from 'valibot';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation } from '../../../lib/query';

export const TIMEOUT_CHOICES = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_CHOICES = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutChoice = (typeof TIMEOUT_CHOICES)[number];
export type ExclusionChoice = (typeof EXCLUSION_CHOICES)[number];

export const exclusionSchema = v.object({
  kind: v.picklist(['timeout', 'selfExclusion']),
  choice: v.string(),
  since: v.string(),
  /** null = permanent */
  until: v.nullable(v.string()),
  /** Self-exclusion: from when the member may ask to end it. */
  endableFrom: v.nullish(v.string(), null),
});

export type Exclusion = v.InferOutput<typeof exclusionSchema>;

/**
 * POST /wps/member/rg/exclusion (token) `{ choice }`: a time-out or a self-exclusion starts now;
 * the server ends every session of the account, so the page signs out after showing the answer.
 */
export function startExclusion(input: { choice: TimeoutChoice | ExclusionChoice }): Promise<Exclusion> {
  return apiRequest('/wps/member/rg/exclusion', { method: 'post', json: input, schema: exclusionSchema });
}

export function useStartExclusion() {
  return useMutation({ mutationFn: startExclusion });
}
