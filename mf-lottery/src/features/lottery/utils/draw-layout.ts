import type { PrizeMode } from '../api/launch-lottery';

export type PrizeKey = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

/** Vietnamese draws (LOTT, ZY): 27 numbers, special prize first, then prizes one to seven. */
const VIETNAM_PRIZES: [PrizeKey, number][] = [
  ['special', 1],
  ['first', 1],
  ['second', 2],
  ['third', 6],
  ['fourth', 4],
  ['fifth', 6],
  ['sixth', 3],
  ['seventh', 4],
];

export function isVietnamese(prizeMode: PrizeMode): boolean {
  return prizeMode === 'LOTT' || prizeMode === 'ZY';
}

/** The prize rows of a Vietnamese draw; numbers beyond the known layout are left out. */
export function vietnamPrizes(numbers: readonly string[]): { prize: PrizeKey; numbers: string[] }[] {
  let next = 0;
  return VIETNAM_PRIZES.map(([prize, count]) => {
    const row = numbers.slice(next, next + count);
    next += count;
    return { prize, numbers: row };
  }).filter((row) => row.numbers.length > 0);
}
