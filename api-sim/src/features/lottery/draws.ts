import type { LotteryGame, PrizeMode } from '../../catalogue/lottery-games';
import { createRng, hashString, type Rng } from '../../lib/prng';

/** One drawn result (docs/api-contract.md, "Games and lottery"). */
export interface Draw {
  /** Draw id: yyyymmdd for daily games, else yyyymmdd-<number of the draw in its day>. */
  numero: string;
  openTime: string;
  numbers: string[];
}

/** Draws kept per game for /lgw/vn/numeros/opened/game. */
export const DRAW_HISTORY = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

const digits = (rng: Rng, length: number): string => Array.from({ length }, () => String(rng.int(0, 9))).join('');

/** `count` distinct numbers from 1..max, two digits each. */
function distinct(rng: Rng, count: number, max: number): string[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(rng.int(1, max));
  return [...picked].map((n) => String(n).padStart(2, '0'));
}

/** The numbers of one draw; the shape follows the game (VN prizes, keno, racing, dice, 11x5, 4D). */
function drawNumbers(game: LotteryGame, rng: Rng): string[] {
  const vietnamese = (mode: PrizeMode) => mode === 'LOTT' || mode === 'ZY';
  if (vietnamese(game.prizeMode)) {
    // Special prize and prizes 1-7: 5, 5, 5×2, 5×6, 4×4, 4×6, 3×3, 2×4 digits (27 numbers, northern style).
    const layout: [number, number][] = [[1, 5], [1, 5], [2, 5], [6, 5], [4, 4], [6, 4], [3, 3], [4, 2]];
    return layout.flatMap(([count, length]) => Array.from({ length: count }, () => digits(rng, length)));
  }
  switch (game.gameCode) {
    case 'EL_KENO':
      return distinct(rng, 20, 80).sort();
    case 'EL_PK10':
      return distinct(rng, 10, 10);
    case 'EL_K3':
      return Array.from({ length: 3 }, () => String(rng.int(1, 6)));
    case 'EL_11X5':
      return distinct(rng, 5, 11);
    case 'SEA_MY4D':
      return Array.from({ length: 3 }, () => digits(rng, 4));
    default:
      return [digits(rng, 6), digits(rng, 3), digits(rng, 3), digits(rng, 2)];
  }
}

/** Draw `index` (draws since the epoch) of a game: the same numbers every time it is asked for. */
export function drawAt(game: LotteryGame, index: number): Draw {
  const intervalMs = game.drawIntervalSec * 1000;
  const openMs = index * intervalMs;
  const day = new Date(openMs).toISOString().slice(0, 10).replaceAll('-', '');
  const perDay = Math.round(DAY_MS / intervalMs);
  const numero = perDay <= 1 ? day : `${day}-${String((index % perDay) + 1).padStart(String(perDay).length, '0')}`;
  const rng = createRng(hashString(`${game.gameCode}:${index}`));
  return { numero, openTime: new Date(openMs).toISOString(), numbers: drawNumbers(game, rng) };
}

/** Index of the latest draw that has opened at `now`. */
export const latestDrawIndex = (game: LotteryGame, now: number): number => Math.floor(now / (game.drawIntervalSec * 1000));

/** Opened draws, newest first, paged (1-based) over the last DRAW_HISTORY draws. */
export function openedDraws(game: LotteryGame, now: number, pageNo: number, pageSize: number): Draw[] {
  const latest = latestDrawIndex(game, now);
  const start = (pageNo - 1) * pageSize;
  const end = Math.min(start + pageSize, DRAW_HISTORY);
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => drawAt(game, latest - start - i));
}
