import * as v from 'valibot';
import { apiRequest, gameSchema, type LotteryMenu, lotteryMenuSchema, relayPath } from 'shared';

export const recentGamesSchema = v.object({ games: v.array(gameSchema) });

export type RecentGames = v.InferOutput<typeof recentGamesSchema>;

/** GCS_recentGame (token): games the account launched, newest first. */
export function fetchRecentGames(): Promise<RecentGames> {
  return apiRequest(relayPath('GCS_recentGame'), { schema: recentGamesSchema });
}

/** The recent lottery menu (token): lottery games the account launched, newest first. */
export function fetchRecentLottery(): Promise<LotteryMenu> {
  return apiRequest('/lgw/vn/games/game_menu/recent', { schema: lotteryMenuSchema });
}
