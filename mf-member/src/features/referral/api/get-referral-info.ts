import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { queryOptions, useQuery } from '../../../lib/query';

/** MCSFE_getReferralInfo: the REFERRAL promotion's switch and, when on, my code, earnings and invitee counts. */
export const referralInfoSchema = v.variant('enabled', [
  v.object({ enabled: v.literal(false) }),
  v.object({
    enabled: v.literal(true),
    referralCode: v.pipe(v.string(), v.minLength(1)),
    ratePercent: looseNumber,
    todayEarnings: looseNumber,
    yesterdayEarnings: looseNumber,
    inviteeCount: looseInteger,
    newToday: looseInteger,
    activeToday: looseInteger,
  }),
]);

export type ReferralInfo = v.InferOutput<typeof referralInfoSchema>;
export type ReferralSummary = Extract<ReferralInfo, { enabled: true }>;

export function getReferralInfo(signal?: AbortSignal): Promise<ReferralInfo> {
  return apiRequest(relayPath('MCSFE_getReferralInfo'), { schema: referralInfoSchema, signal });
}

export function getReferralInfoQueryOptions() {
  return queryOptions({ queryKey: ['member', 'referral', 'info'], queryFn: ({ signal }) => getReferralInfo(signal), staleTime: 60_000 });
}

/** The page and its menu entry read the same answer (the menu only the switch). */
export function useReferralInfo(enabled = true) {
  return useQuery({ ...getReferralInfoQueryOptions(), enabled });
}
