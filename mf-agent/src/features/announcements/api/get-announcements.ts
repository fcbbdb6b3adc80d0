import * as v from 'valibot';
import { looseInteger, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { announcementKeys } from './announcement-keys';

/** SPEC §9: announcements 9 a page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

export const agentNoticeSchema = v.object({
  id: looseInteger,
  title: v.string(),
  content: v.nullish(v.string(), ''),
  promotionType: v.nullish(v.string(), ''),
  time: v.nullish(v.string(), ''),
});

export type AgentNotice = v.InferOutput<typeof agentNoticeSchema>;

export const agentAnnouncementsSchema = v.object({
  list: v.array(agentNoticeSchema),
  pageNo: v.nullish(looseInteger, 1),
  total: v.nullish(looseInteger, 0),
  totalPages: v.nullish(looseInteger, 0),
});

/** MCSFE_getAgentAnnouncements (token): the agents' announcements, newest first, in the page's language. */
export function getAnnouncements(pageNo: number, language: string, signal?: AbortSignal) {
  return apiRequest(relayPath('MCSFE_getAgentAnnouncements'), {
    schema: agentAnnouncementsSchema,
    params: { pageNo, pageSize: ANNOUNCEMENTS_PAGE_SIZE, language },
    signal,
  });
}

export function useAnnouncements(pageNo: number, language: string) {
  return useQuery(
    queryOptions({
      queryKey: announcementKeys.page(pageNo, language),
      queryFn: ({ signal }) => getAnnouncements(pageNo, language, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
