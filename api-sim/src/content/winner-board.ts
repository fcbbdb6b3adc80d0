import type { Catalogue } from '../catalogue/catalogue';
import type { GameType } from '../catalogue/types';
import { createRng } from '../lib/prng';

/** ODSFE2_getWinnerBoard entries (SPEC §3: wrapped in vo). */
export interface WinnerEntry {
  vo: { customerName: string; gameName: string; winAmount: number };
}

export interface Winner extends WinnerEntry {
  gameType: GameType;
}

export const WINNER_BOARD_SIZE = 50;
const WINNER_TYPES: readonly GameType[] = ['RNG', 'FISH', 'LIVE', 'PVP'];
const SYLLABLES = ['de', 'ma', 'jo', 'ka', 'li', 'ro', 'sa', 'an', 'ne', 'to', 'bi', 'ch', 'el', 'yu', 'ra', 'mi'];

/** 'demo01' → 'de***1': the first two and the last character. */
export const maskName = (username: string): string => `${username.slice(0, 2)}***${username.slice(-1)}`;

/** A fixed list generated from the seed: the same winners on every call and every run. */
export function buildWinnerBoard(catalogue: Catalogue, seed: number): Winner[] {
  const rng = createRng(seed);
  const games = WINNER_TYPES.flatMap((type) => catalogue.gamesByType.get(type) ?? []);
  return Array.from({ length: WINNER_BOARD_SIZE }, () => {
    const username = Array.from({ length: rng.int(2, 4) }, () => rng.pick(SYLLABLES)).join('') + String(rng.int(1, 99));
    const game = rng.pick(games);
    const winAmount = Math.round(rng.int(500, 80_000) * (1 + rng.next() * 3) * 100) / 100;
    return { gameType: game.gameType, vo: { customerName: maskName(username), gameName: game.gameName, winAmount } };
  });
}
