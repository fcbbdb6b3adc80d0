import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';

export const unreadCountSchema = v.object({
  count: looseInteger,
  promotionCount: v.nullish(looseInteger, 0),
});

export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

/** CSP_unreadCount (token): unread messages and available promotions. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest(relayPath('CSP_unreadCount'), { schema: unreadCountSchema, signal });
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'unread-count'],
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 60_000,
  });
}

export function useUnreadCount(enabled = true) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
