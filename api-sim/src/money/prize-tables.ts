import { lotteryGames, PRIZE_MODES, type PrizeMode } from '../catalogue/lottery-games';

/** A bet type of a lottery and what it pays for 1 (bonusDetails "lottery prize tables"). */
export interface PrizeRow {
  betType: string;
  betName: string;
  /** Payout for a stake of 1. */
  odds: number;
}

/** One table per prize mode (chosen values, in the range such lotteries pay). */
const TABLES: Readonly<Record<PrizeMode, readonly PrizeRow[]>> = {
  LOTT: [
    { betType: 'LO2', betName: '2 digits (lo)', odds: 99 },
    { betType: 'DE2', betName: '2 digits special (de)', odds: 99.5 },
    { betType: 'BC3', betName: '3 digits', odds: 980 },
    { betType: 'XIEN2', betName: 'Pair', odds: 17 },
  ],
  ZY: [
    { betType: 'DE2', betName: '2 digits special', odds: 98 },
    { betType: 'BC3', betName: '3 digits', odds: 960 },
    { betType: 'BIGSMALL', betName: 'Big / small', odds: 1.98 },
  ],
  ELOTT: [
    { betType: 'BIGSMALL', betName: 'Big / small', odds: 1.98 },
    { betType: 'ODDEVEN', betName: 'Odd / even', odds: 1.98 },
    { betType: 'NUMBER', betName: 'Single number', odds: 9.8 },
  ],
  SEA: [
    { betType: 'D2', betName: '2 digits', odds: 90 },
    { betType: 'D3', betName: '3 digits', odds: 800 },
    { betType: 'D4', betName: '4 digits', odds: 6000 },
  ],
};

export function prizeTables() {
  return PRIZE_MODES.flatMap((prizeMode) =>
    lotteryGames(prizeMode).map((game) => ({ gameCode: game.gameCode, gameName: game.gameName, prizeMode, prizes: TABLES[prizeMode] })),
  );
}
