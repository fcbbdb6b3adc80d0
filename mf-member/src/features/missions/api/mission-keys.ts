import { type Language } from '@gp/kernel';
import { memberKeys } from '@gp/member-kit';

/** The query keys of the missions page: a claim invalidates `all` (and the centre's mission summary). */
export const missionKeys = {
  all: [...memberKeys.all, 'missions'] as const,
  list: (page: number, language: Language) => [...missionKeys.all, 'list', page, language] as const,
  leaderboard: () => [...missionKeys.all, 'leaderboard'] as const,
};
