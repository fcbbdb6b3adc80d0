import * as v from 'valibot';
import { apiRequest, emitEvent, looseInteger, relayPath } from '@gp/kernel';
import { memberKeys } from './member-keys';

// CSP_unreadCount is read by the shell (the header's total) and mf-member (the menu badges): one
// definition, one cache entry. Plain query options, so TanStack Query does not load with the header.

export const unreadCountSchema = v.object({
  count: looseInteger,
  promotionCount: v.nullish(looseInteger, 0),
});

export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

/** CSP_unreadCount (token): unread messages and available promotions. */
export function fetchUnreadCount(options?: { signal?: AbortSignal }): Promise<UnreadCount> {
  return apiRequest(relayPath('CSP_unreadCount'), { schema: unreadCountSchema, signal: options?.signal });
}

/**
 * How long a count just read serves a second reader: the header and the member centre's menu
 * mount within moments of each other on a member page, and the second one reads the first one's
 * answer instead of asking again.
 */
export const UNREAD_COUNT_FRESH_MS = 30_000;

/**
 * memberKeys.unreadCount(): asked on sign-in and again whenever the window regains focus (however
 * recent the last answer); a reader that mounts within UNREAD_COUNT_FRESH_MS of it does not ask.
 */
export function unreadCountQueryOptions() {
  return {
    queryKey: memberKeys.unreadCount(),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<UnreadCount> => {
      const unread = await fetchUnreadCount({ signal });
      // Every app's message badge follows the count just read.
      emitEvent('unread-changed', { count: unread.count });
      return unread;
    },
    staleTime: UNREAD_COUNT_FRESH_MS,
    refetchOnWindowFocus: 'always' as const,
  };
}
