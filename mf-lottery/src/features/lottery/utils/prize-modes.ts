import type { GameVendorLane } from '@gp/games-kit';
import type { PrizeMode } from '../api/launch-lottery';

export type LotteryPage = 'lottery' | 'seaLottery' | 'vnLottery';

export const PRIZE_MODES: readonly PrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];

export function isPrizeMode(value: string | null): value is PrizeMode {
  return (PRIZE_MODES as readonly (string | null)[]).includes(value);
}

const VIETNAM: PrizeMode[] = ['LOTT', 'ZY'];

function hasCard(lanes: readonly GameVendorLane[], vassalage: string): boolean {
  return lanes.some((lane) => vassalage in lane.cards);
}

/**
 * The prize modes a page offers. /lottery follows the vendor cards (SPEC §9): TCG_LOTTO_VN brings
 * the (Vietnam) lottery, LOTT the e-lottery; without lanes it falls back to the lottery.
 */
export function pagePrizeModes(page: LotteryPage, lanes: readonly GameVendorLane[] | null): PrizeMode[] {
  if (page === 'vnLottery') return VIETNAM;
  if (page === 'seaLottery') return ['SEA'];
  if (!lanes) return VIETNAM;
  const modes: PrizeMode[] = [...(hasCard(lanes, 'TCG_LOTTO_VN') ? VIETNAM : []), ...(hasCard(lanes, 'LOTT') ? (['ELOTT'] as const) : [])];
  return modes.length > 0 ? modes : VIETNAM;
}
