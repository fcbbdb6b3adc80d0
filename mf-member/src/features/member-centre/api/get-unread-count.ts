import { unreadCountQueryOptions } from '@gp/member-kit';
import { useQuery } from '../../../lib/query';

/**
 * CSP_unreadCount through the member kit's one definition (the header reads it too): one cache entry,
 * one set of options, under `memberKeys.unreadCount()`.
 */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
