import * as v from 'valibot';
import { apiRequest, emitEvent, type Language, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { queryOptions } from '@tanstack/react-query';
import { fetchAnnouncements } from '../../../lib/content/announcements';

export const unreadCountSchema = v.object({
  count: looseInteger,
  promotionCount: v.nullish(looseInteger, 0),
});

export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

/** CSP_unreadCount (token): unread messages and available promotions. */
export function fetchUnreadCount(options?: { signal?: AbortSignal }): Promise<UnreadCount> {
  return apiRequest(relayPath('CSP_unreadCount'), { schema: unreadCountSchema, signal: options?.signal });
}

/** ['member', 'unread-count']: asked on sign-in and again whenever the window regains focus. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'unread-count'],
    queryFn: async ({ signal }) => {
      const unread = await fetchUnreadCount({ signal });
      // Every app's message badge follows the count the header has just read.
      emitEvent('unread-changed', { count: unread.count });
      return unread;
    },
    refetchOnWindowFocus: true,
  });
}

/** MCS2_getPointBalance (token). */
export function fetchPointBalance(options?: { signal?: AbortSignal }): Promise<number> {
  return apiRequest(relayPath('MCS2_getPointBalance'), { schema: v.object({ points: looseNumber }), signal: options?.signal }).then(
    (r) => r.points,
  );
}

export function pointBalanceQueryOptions() {
  return queryOptions({ queryKey: ['member', 'points'], queryFn: ({ signal }) => fetchPointBalance({ signal }) });
}

/** ['promotions', 'running', language]: the running promotions (the referral invite shows with REFERRAL). */
export function runningPromotionsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['promotions', 'running', language],
    queryFn: ({ signal }) => fetchAnnouncements({ types: ['PR'], pageSize: 50, language }, { signal }),
  });
}
