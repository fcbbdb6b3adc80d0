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
  /** A prize wheel's segments (amounts, clockwise from the top); WHEEL only. */
  segments: v.nullish(v.array(looseNumber), null),
  /** Where a spun wheel stopped: the server's draw. */
  prizeIndex: v.nullish(looseInteger, null),
});

export type Ticket = v.InferOutput<typeof ticketSchema>;

/** MCS2_getPromotionClaimList?type=TICKET: raffle tickets, vouchers, prize-wheel spins and red envelopes waiting to be claimed. */
export function getTickets(language: Language, signal?: AbortSignal): Promise<{ list: Ticket[] }> {
  return apiRequest(relayPath('MCS2_getPromotionClaimList'), { schema: v.object({ list: v.array(ticketSchema) }), params: { type: 'TICKET', language }, signal });
}

type TicketList = { list: Ticket[] };

export function useTickets(language: Language, select?: (data: TicketList) => TicketList) {
  return useQuery({ ...queryOptions({ queryKey: rewardKeys.tickets(language), queryFn: ({ signal }) => getTickets(language, signal) }), select });
}
