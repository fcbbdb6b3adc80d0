import { useCallback, useEffect, useState } from 'react';
import { fetchGameList, useLanguage, type Game, type GameType } from 'shared';

export const PAGE_SIZE = 60;

type ListState = {
  games: Game[];
  total: number;
  pageNo: number;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
};

const INITIAL: ListState = { games: [], total: 0, pageNo: 0, status: 'loading', error: null };

/**
 * GCSGAME_gameList paging for one category, vendor and search keyword. Pages accumulate;
 * a new filter starts again at page 1 and cancels the request in flight.
 */
export function useGameList(gameType: GameType, vassalage: string, keyword: string) {
  const language = useLanguage();
  const [state, setState] = useState<ListState>(INITIAL);
  const filterKey = `${gameType}|${vassalage}|${keyword}|${language}`;
  const [request, setRequest] = useState({ filterKey, pageNo: 1, attempt: 0 });
  if (request.filterKey !== filterKey) {
    // A new filter starts again from page 1 in the same render, so no stale page is fetched.
    setRequest({ filterKey, pageNo: 1, attempt: 0 });
    setState(INITIAL);
  }

  useEffect(() => {
    const controller = new AbortController();
    setState((prev) => ({ ...prev, status: 'loading', error: null }));
    fetchGameList({ gameType, vassalage, keyword, language, pageNo: request.pageNo, pageSize: PAGE_SIZE }, { signal: controller.signal }).then(
      (page) =>
        setState((prev) => ({
          games: request.pageNo === 1 ? page.games : [...prev.games, ...page.games],
          total: page.total,
          pageNo: request.pageNo,
          status: 'ready',
          error: null,
        })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((prev) => ({ ...prev, status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [gameType, vassalage, keyword, language, request]);

  const loadMore = useCallback(() => setRequest((prev) => ({ ...prev, pageNo: prev.pageNo + 1, attempt: 0 })), []);
  const retry = useCallback(() => setRequest((prev) => ({ ...prev, attempt: prev.attempt + 1 })), []);
  const hasMore = state.games.length < state.total;

  return { ...state, hasMore, loadMore, retry };
}
