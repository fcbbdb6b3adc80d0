export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  prizeMode: PrizeMode;
  drawIntervalSec: number;
  nextDrawTime: string;
}

type LotteryGameSeed = Omit<LotteryGame, 'prizeMode' | 'nextDrawTime'>;

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

const GAMES: Record<PrizeMode, readonly LotteryGameSeed[]> = {
  LOTT: [
    { gameCode: 'VNL_NORTH', gameName: 'Northern Lottery', drawIntervalSec: DAY },
    { gameCode: 'VNL_CENTRAL', gameName: 'Central Lottery', drawIntervalSec: DAY },
    { gameCode: 'VNL_SOUTH', gameName: 'Southern Lottery', drawIntervalSec: DAY },
    { gameCode: 'VNL_1M', gameName: 'Speed Lotto 1 Min', drawIntervalSec: MINUTE },
    { gameCode: 'VNL_5M', gameName: 'Speed Lotto 5 Min', drawIntervalSec: 5 * MINUTE },
  ],
  ZY: [
    { gameCode: 'ZY_HANOI', gameName: 'Hanoi VIP', drawIntervalSec: 2 * MINUTE },
    { gameCode: 'ZY_SAIGON', gameName: 'Saigon VIP', drawIntervalSec: 3 * MINUTE },
    { gameCode: 'ZY_DANANG', gameName: 'Da Nang VIP', drawIntervalSec: 5 * MINUTE },
  ],
  ELOTT: [
    { gameCode: 'EL_KENO', gameName: 'Speed Keno', drawIntervalSec: MINUTE },
    { gameCode: 'EL_PK10', gameName: 'Racing 10', drawIntervalSec: 75 },
    { gameCode: 'EL_K3', gameName: 'Fast Dice', drawIntervalSec: 90 },
    { gameCode: 'EL_11X5', gameName: 'Lucky 11x5', drawIntervalSec: 2 * MINUTE },
  ],
  SEA: [
    { gameCode: 'SEA_TH', gameName: 'Thai Lottery', drawIntervalSec: DAY },
    { gameCode: 'SEA_LA', gameName: 'Lao Lottery', drawIntervalSec: DAY },
    { gameCode: 'SEA_MY4D', gameName: 'Malaysia 4D', drawIntervalSec: DAY },
  ],
};

/** The next draw is the next multiple of the interval since the epoch (UTC). */
export function nextDrawTime(intervalSec: number, now: number): string {
  const intervalMs = intervalSec * 1000;
  return new Date((Math.floor(now / intervalMs) + 1) * intervalMs).toISOString();
}

export function lotteryGames(prizeMode: PrizeMode, now: number = Date.now()): LotteryGame[] {
  return GAMES[prizeMode].map((game) => ({ ...game, prizeMode, nextDrawTime: nextDrawTime(game.drawIntervalSec, now) }));
}

/** The game of a code in any prize mode (codes are unique across modes). */
export function findLotteryGame(gameCode: string, now: number = Date.now()): LotteryGame | undefined {
  for (const prizeMode of PRIZE_MODES) {
    const game = lotteryGames(prizeMode, now).find((candidate) => candidate.gameCode === gameCode);
    if (game) return game;
  }
  return undefined;
}
