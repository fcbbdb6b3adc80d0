import * as v from 'valibot';
import { apiRequest, looseInteger, looseNumber, relayPath } from 'shared';

export const unreadCountSchema = v.object({
  count: looseInteger,
  promotionCount: v.nullish(looseInteger, 0),
});

export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

/** CSP_unreadCount (token): unread messages and available promotions. */
export function fetchUnreadCount(): Promise<UnreadCount> {
  return apiRequest(relayPath('CSP_unreadCount'), { schema: unreadCountSchema });
}

/** MCS2_getPointBalance (token). */
export function fetchPointBalance(): Promise<number> {
  return apiRequest(relayPath('MCS2_getPointBalance'), { schema: v.object({ points: looseNumber }) }).then((r) => r.points);
}
