import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../query';
import { referralKeys } from './referral-keys';

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

/**
 * One cache entry for the member centre's menu (the switch) and the referral page (the summary):
 * one request serves both. In src/lib because two features read it.
 */
export function getReferralInfoQueryOptions() {
  return queryOptions({ queryKey: referralKeys.info(), queryFn: ({ signal }) => getReferralInfo(signal), staleTime: 60_000 });
}

/** The referral page: the whole answer. */
export function useReferralInfo(enabled = true) {
  return useQuery({ ...getReferralInfoQueryOptions(), enabled });
}

const selectSwitch = (info: ReferralInfo): boolean => info.enabled;

/** The menu: only whether the REFERRAL promotion is on (a view of the same entry). */
export function useReferralSwitch(enabled = true) {
  return useQuery({ ...getReferralInfoQueryOptions(), select: selectSwitch, enabled });
}
