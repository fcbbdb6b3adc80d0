import { getRuntimeConfig } from '../../config/runtime-config';
import type { Language } from '../../i18n/languages';
import { apiGet, relayGet } from '../client';
import {
  type GameList,
  gameListSchema,
  type GameMenus,
  gameMenusSchema,
  type GameType,
  type GameVendorLanes,
  gameVendorLanesSchema,
  type HotGames,
  hotGamesSchema,
  type LotteryMenu,
  lotteryMenuSchema,
} from '../schemas/game';

export function fetchGameMenus(language: Language): Promise<GameMenus> {
  return apiGet('/lgw/games/game_menus', gameMenusSchema, { searchParams: { language } });
}

export function fetchGameVendors(): Promise<GameVendorLanes> {
  const { merchantCode } = getRuntimeConfig();
  return relayGet('GCSGAME_gameVendor', { merchantCode }, gameVendorLanesSchema);
}

export type GameListQuery = {
  gameType: GameType;
  /** Vendor code; empty or absent = every vendor of the category. */
  vassalage?: string;
  pageNo: number;
  pageSize: number;
  /** Name search across the category. */
  keyword?: string;
  language: Language;
};

export function fetchGameList(query: GameListQuery, options?: { signal?: AbortSignal }): Promise<GameList> {
  const { clientType, platform, merchantCode } = getRuntimeConfig();
  return relayGet(
    'GCSGAME_gameList',
    {
      clientType,
      platform,
      merchant: merchantCode,
      gameType: query.gameType,
      vassalage: query.vassalage ?? '',
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      language: query.language,
      keyword: query.keyword?.trim() || undefined,
    },
    gameListSchema,
    options,
  );
}

/** SPEC §9: hot games are queried with isPlatform 2. */
export function fetchHotGames(language: Language): Promise<HotGames> {
  const { merchantCode, platform } = getRuntimeConfig();
  return relayGet('GCSGAME_hotGamesV2', { merchantCode, isPlatform: 2, platform, language }, hotGamesSchema);
}

export function fetchLotteryMenu({ prizeMode }: { prizeMode: string }): Promise<LotteryMenu> {
  const { device } = getRuntimeConfig();
  return apiGet('/lgw/vn/games/game_menu', lotteryMenuSchema, { searchParams: { prizeMode, device } });
}
