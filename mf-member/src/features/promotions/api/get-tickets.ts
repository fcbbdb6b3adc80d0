import * as v from 'valibot';
import { type Language, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { rewardKeys } from './promotions-keys';

export const ticketSchema = v.object({
  ticketId: looseInteger,
  type: v.string(),
  promotionId: v.nullish(looseInteger, null),
  title: v.string(),
  /** A raffle's prize is drawn when it is claimed (null before). */
  amount: v.nullish(looseNumber, null),
  issueTime: v.nullish(v.string(), null),
  expireTime: v.nullish(v.string(), null),
  status: v.nullish(v.string(), 'PENDING'),
});

export type Ticket = v.InferOutput<typeof ticketSchema>;

/** MCS2_getPromotionClaimList?type=TICKET: raffle tickets and vouchers waiting to be claimed. */
export function getTickets(language: Language, signal?: AbortSignal): Promise<{ list: Ticket[] }> {
  return apiRequest(relayPath('MCS2_getPromotionClaimList'), { schema: v.object({ list: v.array(ticketSchema) }), params: { type: 'TICKET', language }, signal });
}

export function useTickets(language: Language) {
  return useQuery(queryOptions({ queryKey: rewardKeys.tickets(language), queryFn: ({ signal }) => getTickets(language, signal) }));
}
