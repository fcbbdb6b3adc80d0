// @gp/member-kit: the member's server state that more than one app reads (the shell's header and
// the member centre): one definition each — schema, fetcher, query options, key factory — so the
// menu and the page read one cache entry. No state of its own: the cache is the kernel's.
export { memberKeys } from './member-keys';
export { promotionKeys } from './promotion-keys';
export { type UnreadCount, unreadCountSchema, fetchUnreadCount, unreadCountQueryOptions } from './unread-count';
