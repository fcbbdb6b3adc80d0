import { apiGet, relayGet } from '../client';
import { type HotGames, hotGamesSchema, type LotteryMenu, lotteryMenuSchema } from '../schemas/game';

/** GCS_recentGame (token): games the account launched, newest first. */
export function fetchRecentGames(): Promise<HotGames> {
  return relayGet('GCS_recentGame', {}, hotGamesSchema);
}

/** The recent lottery menu (token): lottery games the account launched, newest first. */
export function fetchRecentLottery(): Promise<LotteryMenu> {
  return apiGet('/lgw/vn/games/game_menu/recent', lotteryMenuSchema);
}
