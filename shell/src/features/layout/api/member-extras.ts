import * as v from 'valibot';
import { looseInteger, looseNumber, relayGet } from 'shared';

export const unreadCountSchema = v.object({
  count: looseInteger,
  promotionCount: v.nullish(looseInteger, 0),
});

export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

/** CSP_unreadCount (token): unread messages and available promotions. */
export function fetchUnreadCount(): Promise<UnreadCount> {
  return relayGet('CSP_unreadCount', {}, unreadCountSchema);
}

/** MCS2_getPointBalance (token). */
export function fetchPointBalance(): Promise<number> {
  return relayGet('MCS2_getPointBalance', {}, v.object({ points: looseNumber })).then((r) => r.points);
}
