import * as v from 'valibot';
import { apiRequest } from '@gp/kernel';

/** The ticket that opens one balance stream (docs/api-contract.md, "Live balance"). */
export const streamTicketSchema = v.object({
  ticket: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
  expiresInSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export type StreamTicket = v.InferOutput<typeof streamTicketSchema>;

/** POST <ticketPath> (token): a short-lived, single-use ticket; the session token never goes in a URL. */
export function fetchStreamTicket(ticketPath: string, signal?: AbortSignal): Promise<StreamTicket> {
  return apiRequest(ticketPath, { method: 'post', schema: streamTicketSchema, signal });
}

/** One pushed balance; anything else is dropped. */
export const balanceEventSchema = v.object({
  balance: v.pipe(v.number(), v.finite()),
  currencySymbol: v.optional(v.pipe(v.string(), v.minLength(1))),
});

export type BalanceEvent = v.InferOutput<typeof balanceEventSchema>;
