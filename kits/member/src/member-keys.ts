/**
 * The query keys of the member's own server state that more than one app reads or changes: every
 * app's member keys start with `memberKeys.all` (a sign-out drops them all, a mutation may
 * invalidate the whole area). An app's own member resources extend `all` in its own key factory.
 */
export const memberKeys = {
  all: ['member'] as const,
  /** CSP_unreadCount: the header's total and the member centre's badges (one cache entry). */
  unreadCount: () => [...memberKeys.all, 'unread-count'] as const,
  /** MCS2_getPointBalance: the header's points, refreshed by a redemption in the member centre. */
  points: () => [...memberKeys.all, 'points'] as const,
};
