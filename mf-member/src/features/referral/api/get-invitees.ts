import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { referralKeys } from '../../../lib/referral/referral-keys';

export const inviteeSchema = v.object({
  id: looseInteger,
  /** Masked by the server (ab***yz). */
  username: v.string(),
  registerTime: v.string(),
  validBetToday: looseNumber,
  earningsToday: looseNumber,
});

export type Invitee = v.InferOutput<typeof inviteeSchema>;

const inviteePageSchema = recordPageSchema(inviteeSchema, v.object({ count: looseInteger }));

export type InviteePage = v.InferOutput<typeof inviteePageSchema>;

/** Seven a page (PLATFORM-FACTS). */
export const INVITEES_PAGE_SIZE = 7;

/** MCSFE_getReferralInvitees: my invitees, newest first. */
export function getInvitees(page: number, signal?: AbortSignal): Promise<InviteePage> {
  return apiRequest(relayPath('MCSFE_getReferralInvitees'), { schema: inviteePageSchema, params: { page, size: INVITEES_PAGE_SIZE }, signal });
}

export function getInviteesQueryOptions(page: number) {
  return queryOptions({ queryKey: referralKeys.invitees(page), queryFn: ({ signal }) => getInvitees(page, signal), placeholderData: keepPreviousData });
}

export function useInvitees(page: number) {
  return useQuery(getInviteesQueryOptions(page));
}
