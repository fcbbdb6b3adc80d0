// No imports: the shell's entry asks for the first page of a game list before the kernel has
// loaded (early-requests.ts), so this module is bundled there too (package export
// `shared/game-list-request`). `fetchGameList` builds its request from the same function, so
// the early answer is the one the list then asks for (same URL, taken once).

/** The game list pages (route ids of mf-games) and the category each lists. */
export const GAME_LIST_ROUTES = { rng: 'RNG', live: 'LIVE', fish: 'FISH', pvp: 'PVP' } as const;

export type GameListRouteId = keyof typeof GAME_LIST_ROUTES;

/** GCSGAME_gameList page size of the game lists: a screenful or two of cards per request. */
export const GAME_LIST_PAGE_SIZE = 60;

export const GAME_LIST_CALL = 'GCSGAME_gameList';

export type GameListRequest = {
  clientType: string;
  platform: string;
  merchantCode: string;
  gameType: string;
  /** Vendor code; empty or absent = every vendor of the category. */
  vassalage?: string;
  pageNo: number;
  pageSize: number;
  language: string;
  /** Name search across the category; blank = none. */
  keyword?: string;
};

/** The query of GCSGAME_gameList, in the order the client sends it (undefined = left out). */
export function gameListParams(request: GameListRequest): Record<string, string | number | undefined> {
  return {
    clientType: request.clientType,
    platform: request.platform,
    merchant: request.merchantCode,
    gameType: request.gameType,
    vassalage: request.vassalage ?? '',
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    language: request.language,
    keyword: request.keyword?.trim() || undefined,
  };
}

export function isGameListRoute(id: string): id is GameListRouteId {
  return Object.prototype.hasOwnProperty.call(GAME_LIST_ROUTES, id);
}
