import { apiRequest } from '@gp/kernel';
import { type LotteryMenu, lotteryMenuSchema, recentGamesQueryOptions } from '@gp/games-kit';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { recentKeys } from './recent-keys';

/** GCS_recentGame (token), the games kit's call: the shell's search reads it too. */
export function useRecentGames() {
  return useQuery(queryOptions(recentGamesQueryOptions()));
}

/** The recent lottery menu (token): lottery games the account launched, newest first. */
export function fetchRecentLottery(options?: { signal?: AbortSignal }): Promise<LotteryMenu> {
  return apiRequest('/lgw/vn/games/game_menu/recent', { schema: lotteryMenuSchema, signal: options?.signal });
}

export function recentLotteryQueryOptions() {
  return queryOptions({ queryKey: recentKeys.lottery(), queryFn: ({ signal }) => fetchRecentLottery({ signal }) });
}

export function useRecentLottery() {
  return useQuery(recentLotteryQueryOptions());
}
