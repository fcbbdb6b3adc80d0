import type { Language } from '@gp/kernel';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { fetchAnnouncements, type Notice, NOTICES_PAGE_SIZE } from '../../../lib/content/announcements';
import { noticeKeys } from '../../../lib/content/notice-keys';

export type NoticeTab = 'player' | 'promotion';

export type NoticePage = { items: Notice[]; total: number };

/** One page of player notices (PL) or promotions (PR); the page on show stays while the next loads. */
export function noticesQueryOptions(tab: NoticeTab, pageNo: number, language: Language) {
  return queryOptions({
    queryKey: noticeKeys.list(tab, pageNo, language),
    queryFn: async ({ signal }): Promise<NoticePage> => {
      const result = await fetchAnnouncements({ types: [tab === 'player' ? 'PL' : 'PR'], pageNo, pageSize: NOTICES_PAGE_SIZE, language }, { signal });
      return tab === 'player' ? { items: result.player, total: result.playerTotal } : { items: result.promotion, total: result.promotionTotal };
    },
    // Paging keeps the page on show while the next loads; another tab starts empty.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[noticeKeys.TAB_INDEX] === tab ? previous : undefined),
  });
}

export function useNotices(tab: NoticeTab, pageNo: number, language: Language) {
  return useQuery(noticesQueryOptions(tab, pageNo, language));
}
