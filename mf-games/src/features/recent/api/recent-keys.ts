import { gameKeys, lotteryArea } from '@gp/games-kit';

/** The query keys of the recently played lists: the games' under the games area, the lottery's under `lottery`. */
export const recentKeys = {
  games: gameKeys.recent,
  lotteryArea,
  lottery: () => [...recentKeys.lotteryArea, 'recent'] as const,
};
