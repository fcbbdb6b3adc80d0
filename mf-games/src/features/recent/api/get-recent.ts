import * as v from 'valibot';
import { apiRequest, gameSchema, relayPath } from '@gp/kernel';
import { type LotteryMenu, lotteryMenuSchema } from '@gp/games-kit';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { recentKeys } from './recent-keys';

export const recentGamesSchema = v.object({ games: v.array(gameSchema) });

export type RecentGames = v.InferOutput<typeof recentGamesSchema>;

/** GCS_recentGame (token): games the account launched, newest first. */
export function fetchRecentGames(options?: { signal?: AbortSignal }): Promise<RecentGames> {
  return apiRequest(relayPath('GCS_recentGame'), { schema: recentGamesSchema, signal: options?.signal });
}

export function recentGamesQueryOptions() {
  return queryOptions({ queryKey: recentKeys.games(), queryFn: ({ signal }) => fetchRecentGames({ signal }) });
}

export function useRecentGames() {
  return useQuery(recentGamesQueryOptions());
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
