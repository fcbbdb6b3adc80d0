import { agentKeys } from '../../../lib/agent-keys';

/** The query keys of the agent announcements: a page per language. */
export const announcementKeys = {
  all: [...agentKeys.all, 'announcements'] as const,
  page: (pageNo: number, language: string) => [...announcementKeys.all, pageNo, language] as const,
};
