import type { Language } from '@gp/kernel';

/** The query keys of the home page's own content. */
export const homeKeys = {
  all: ['home'] as const,
  winnerBoard: (language: Language) => [...homeKeys.all, 'winner-board', language] as const,
};
