import { type GameType, getRuntimeConfig, type Language, apiRequest, relayPath } from '@gp/kernel';
import { GAME_LIST_CALL, gameListParams } from '../../features/game-list-request';
import { gameKeys } from './game-keys';
import { type GameList, gameListSchema, type GameMenus, gameMenusSchema, type GameVendorLanes, gameVendorLanesSchema } from '../schemas/game';

// The game calls more than one app makes (shell home rows and mf-games lists, mf-games and
// mf-lottery vendors). Their query options are plain objects, so TanStack Query does not load
// with the kernel: apps hand them to useQuery from `@gp/kernel/query`.

type Signal = { signal?: AbortSignal };

export function fetchGameMenus(language: Language, options?: Signal): Promise<GameMenus> {
  return apiRequest('/lgw/games/game_menus', { schema: gameMenusSchema, params: { language }, signal: options?.signal });
}

/** gameKeys.menus(language): the categories and their vendors. */
export function gameMenusQueryOptions(language: Language) {
  return {
    queryKey: gameKeys.menus(language),
    queryFn: ({ signal }: Signal) => fetchGameMenus(language, { signal }),
    // The categories do not change while the page is open.
    staleTime: Infinity,
  };
}

export function fetchGameVendors(options?: Signal): Promise<GameVendorLanes> {
  const { merchantCode } = getRuntimeConfig();
  return apiRequest(relayPath('GCSGAME_gameVendor'), { schema: gameVendorLanesSchema, params: { merchantCode }, signal: options?.signal });
}

/** gameKeys.vendors(): the vendor lanes of the game centre and the lottery page. */
export function gameVendorsQueryOptions() {
  return { queryKey: gameKeys.vendors(), queryFn: ({ signal }: Signal) => fetchGameVendors({ signal }) };
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
  const params = gameListParams({ clientType, platform, merchantCode, ...query });
  return apiRequest(relayPath(GAME_LIST_CALL), { schema: gameListSchema, params, signal: options?.signal });
}
