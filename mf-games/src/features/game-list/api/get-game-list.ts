import { fetchGameList } from '@gp/games-kit';
import { type GameType, type Language } from '@gp/kernel';
import { GAME_LIST_PAGE_SIZE } from '@gp/games-kit/game-list-request';
import { queryOptions } from '@gp/kernel/query';
import { gameListKeys } from './game-list-keys';

/** GCSGAME_gameList page size (shared with the shell's early request of the first page). */
export const PAGE_SIZE = GAME_LIST_PAGE_SIZE;

export type GameListPageKey = { gameType: GameType; vassalage: string; keyword: string; language: Language; pageNo: number };

/**
 * gameListKeys.page(gameType, vassalage, keyword, language, pageNo): one page of a category's
 * list. Pages are queries of their own, so the list asks only for the pages scrolled to, and a
 * page seen once shows at once when the player scrolls back.
 */
export function gameListPageQueryOptions({ gameType, vassalage, keyword, language, pageNo }: GameListPageKey) {
  return queryOptions({
    queryKey: gameListKeys.page(gameType, vassalage, keyword, language, pageNo),
    queryFn: ({ signal }) => fetchGameList({ gameType, vassalage, keyword, language, pageNo, pageSize: PAGE_SIZE }, { signal }),
    // A category's games change with the operator's releases, not while a player scrolls.
    staleTime: 5 * 60_000,
  });
}
