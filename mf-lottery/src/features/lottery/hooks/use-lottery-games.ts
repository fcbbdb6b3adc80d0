import { fetchGameVendors, type LotteryGame, useRequest } from 'shared';
import { fetchLotteryMenu } from '../api/get-lottery-menu';
import type { PrizeMode } from '../api/launch-lottery';
import { type LotteryPage, pagePrizeModes } from '../utils/prize-modes';

export type ModeGame = LotteryGame & { prizeMode: PrizeMode };

/**
 * The page's prize modes and their games (`/lgw/vn/games/game_menu`, prizeMode, device WEB).
 * /lottery first reads the vendor lanes, which decide between lottery and e-lottery.
 */
export function useLotteryGames(page: LotteryPage) {
  const lanes = useRequest(page === 'lottery' ? 'lanes' : null, () => fetchGameVendors());
  const lanesSettled = page !== 'lottery' || lanes.status !== 'loading';
  const modes = pagePrizeModes(page, lanes.status === 'ready' ? lanes.data.lanes : null);
  const menus = useRequest(lanesSettled ? modes.join(',') : null, () =>
    Promise.all(
      modes.map((prizeMode) =>
        fetchLotteryMenu({ prizeMode }).then((menu) => menu.games.map((game): ModeGame => ({ ...game, prizeMode }))),
      ),
    ).then((lists) => lists.flat()),
  );
  return { modes, status: lanesSettled ? menus.status : 'loading', games: menus.data ?? [], error: menus.error, retry: menus.retry } as const;
}
