import { useCallback, useEffect, useState } from 'react';
import type { Game } from 'shared';
import { fetchFavoriteList } from '../api/get-favorite-list';

export const FAVORITES_PAGE_SIZE = 20;

type ListState = {
  games: Game[];
  pageNum: number;
  totalPages: number;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
};

/** MCSFE_getFavoriteGamesList, page by page (pageNum 1-based, totalPages 0 without favourites). */
export function useFavoriteList() {
  const [state, setState] = useState<ListState>({ games: [], pageNum: 0, totalPages: 0, status: 'loading', error: null });
  const [request, setRequest] = useState({ pageNum: 1, attempt: 0 });

  useEffect(() => {
    let cancelled = false;
    setState((prev) => ({ ...prev, status: 'loading', error: null }));
    fetchFavoriteList({ pageNum: request.pageNum, pageSize: FAVORITES_PAGE_SIZE }).then(
        (page) =>
          !cancelled &&
          setState((prev) => ({
            games: request.pageNum === 1 ? page.content : [...prev.games, ...page.content],
            pageNum: request.pageNum,
            totalPages: page.totalPages,
            status: 'ready',
            error: null,
          })),
        (error: unknown) => !cancelled && setState((prev) => ({ ...prev, status: 'error', error })),
      );
    return () => {
      cancelled = true;
    };
  }, [request]);

  const loadMore = useCallback(() => setRequest((prev) => ({ pageNum: prev.pageNum + 1, attempt: 0 })), []);
  const retry = useCallback(() => setRequest((prev) => ({ ...prev, attempt: prev.attempt + 1 })), []);
  return { ...state, hasMore: state.pageNum < state.totalPages, loadMore, retry };
}
