import { type LotteryGame, gameVendorsQueryOptions } from '@gp/games-kit';
import { useQueries, useQuery } from '@gp/kernel/query';
import { lotteryMenuQueryOptions } from '../api/get-lottery-menu';
import type { PrizeMode } from '../api/launch-lottery';
import { type LotteryPage, pagePrizeModes } from '../utils/prize-modes';

export type ModeGame = LotteryGame & { prizeMode: PrizeMode };

/**
 * The page's prize modes and their games (`/lgw/vn/games/game_menu`, prizeMode, device WEB).
 * /lottery first reads the vendor lanes, which decide between lottery and e-lottery.
 */
export function useLotteryGames(page: LotteryPage) {
  const lanes = useQuery({ ...gameVendorsQueryOptions(), enabled: page === 'lottery' });
  const lanesSettled = page !== 'lottery' || lanes.isSuccess || lanes.isError;
  const modes = pagePrizeModes(page, lanes.data ? lanes.data.lanes : null);
  const menus = useQueries({
    queries: lanesSettled ? modes.map((prizeMode) => lotteryMenuQueryOptions(prizeMode)) : [],
    combine: (results) => ({
      pending: results.some((result) => result.isPending || (result.isError && result.isFetching)),
      failed: results.find((result) => result.isError && !result.isFetching),
      games: results.flatMap((result, i) => (result.data?.games ?? []).map((game): ModeGame => ({ ...game, prizeMode: modes[i] as PrizeMode }))),
      retry: () => results.forEach((result) => result.isError && void result.refetch()),
    }),
  });
  const status = !lanesSettled || menus.pending ? 'loading' : menus.failed ? 'error' : 'ready';
  return { modes, status, games: status === 'ready' ? menus.games : [], error: menus.failed?.error, retry: menus.retry } as const;
}
