import type { Language } from '@gp/kernel';

/**
 * The query keys of the game catalogue: every key of the area starts with `gameKeys.all`. The
 * menus and vendor lanes are read by several apps; an app's own game resources (mf-games' lists,
 * rooms, launches) extend `all` in its own key factory.
 */
export const gameKeys = {
  all: ['games'] as const,
  /** The categories and their vendors (shell, mf-games, mf-member's betting record). */
  menus: (language: Language) => [...gameKeys.all, 'menus', language] as const,
  /** The vendor lanes of the game centre and the lottery page. */
  vendors: () => [...gameKeys.all, 'vendors'] as const,
  /** Every game of every category in one list, per language (the shell's search). */
  catalogue: (language: Language) => [...gameKeys.all, 'catalogue', language] as const,
  /** The games the account launched, newest first (mf-games' recent page, the shell's search). */
  recent: () => [...gameKeys.all, 'recent'] as const,
};

/**
 * The lottery area of the cache: mf-lottery's pages (`lotteryKeys`) and mf-games' recently played
 * lottery games (`recentKeys.lottery`) extend it, so one invalidation reaches both.
 */
export const lotteryArea = ['lottery'] as const;
