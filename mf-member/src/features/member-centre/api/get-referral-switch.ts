import * as v from 'valibot';
import { relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { queryOptions, useQuery } from '../../../lib/query';

/** Only the switch the menu needs; the referral page reads the rest of the same call itself. */
export const referralSwitchSchema = v.object({ enabled: v.boolean() });

/** MCSFE_getReferralInfo (token): whether the REFERRAL promotion is on. */
export function getReferralSwitch(signal?: AbortSignal): Promise<boolean> {
  return apiRequest(relayPath('MCSFE_getReferralInfo'), { schema: referralSwitchSchema, signal }).then((answer) => answer.enabled);
}

export function getReferralSwitchQueryOptions() {
  return queryOptions({ queryKey: ['member', 'referral-switch'], queryFn: ({ signal }) => getReferralSwitch(signal), staleTime: 5 * 60_000 });
}

export function useReferralSwitch(enabled = true) {
  return useQuery({ ...getReferralSwitchQueryOptions(), enabled });
}
