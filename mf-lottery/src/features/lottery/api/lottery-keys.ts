import { lotteryArea } from '@gp/games-kit';

/**
 * The query keys of the lottery pages: every key starts with `all`, the games kit's lottery area
 * (mf-games keeps its recently played lottery games under the same area).
 */
export const lotteryKeys = {
  all: lotteryArea,
  menu: (prizeMode: string) => [...lotteryKeys.all, 'menu', prizeMode] as const,
  draws: (gameCode: string, pageNo: number) => [...lotteryKeys.all, 'draws', gameCode, pageNo] as const,
  latestDraw: (gameCode: string) => [...lotteryKeys.all, 'latest-draw', gameCode] as const,
  launch: (prizeMode: string, gameCode: string, view: 'betting' | 'lobby') => [...lotteryKeys.all, 'launch', prizeMode, gameCode, view] as const,
};
