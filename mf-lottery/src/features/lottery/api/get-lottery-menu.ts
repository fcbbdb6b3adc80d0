import { apiRequest, getRuntimeConfig, type LotteryMenu, lotteryMenuSchema } from 'shared';

/** /lgw/vn/games/game_menu: the games of one prize mode. */
export function fetchLotteryMenu({ prizeMode }: { prizeMode: string }): Promise<LotteryMenu> {
  const { device } = getRuntimeConfig();
  return apiRequest('/lgw/vn/games/game_menu', { schema: lotteryMenuSchema, params: { prizeMode, device } });
}
