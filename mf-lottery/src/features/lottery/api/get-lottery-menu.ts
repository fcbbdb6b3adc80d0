import { apiRequest, getRuntimeConfig } from '@gp/kernel';
import { type LotteryMenu, lotteryMenuSchema } from '@gp/games-kit';
import { queryOptions } from '@gp/kernel/query';
import { lotteryKeys } from './lottery-keys';

/** /lgw/vn/games/game_menu: the games of one prize mode. */
export function fetchLotteryMenu({ prizeMode }: { prizeMode: string }, options?: { signal?: AbortSignal }): Promise<LotteryMenu> {
  const { device } = getRuntimeConfig();
  return apiRequest('/lgw/vn/games/game_menu', { schema: lotteryMenuSchema, params: { prizeMode, device }, signal: options?.signal });
}

export function lotteryMenuQueryOptions(prizeMode: string) {
  return queryOptions({ queryKey: lotteryKeys.menu(prizeMode), queryFn: ({ signal }) => fetchLotteryMenu({ prizeMode }, { signal }) });
}
