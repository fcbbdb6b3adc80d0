import type { Language } from '@gp/kernel';

/**
 * The query keys of the notices (the header's notice dialog and the pop-ups): every key starts
 * with `all`. A list's tab stays second (`noticeKeys.TAB_INDEX`): paging keeps a tab's previous page.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  TAB_INDEX: 1,
  list: (tab: 'player' | 'promotion', pageNo: number, language: Language) => [...noticeKeys.all, tab, pageNo, language] as const,
  popups: (execution: string, language: Language) => [...noticeKeys.all, 'popups', execution, language] as const,
};
