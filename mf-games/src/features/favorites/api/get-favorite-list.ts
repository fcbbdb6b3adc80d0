import * as v from 'valibot';
import { apiRequest, gameSchema, looseInteger, relayPath, FAVORITE_LIST_KEY } from '@gp/kernel';
import { infiniteQueryOptions, useInfiniteQuery } from '@gp/kernel/query';

export const FAVORITES_PAGE_SIZE = 20;

/** MCSFE_getFavoriteGamesList (SPEC §3: content, pageNum, totalPages). */
export const favoriteListSchema = v.object({
  content: v.array(gameSchema),
  pageNum: looseInteger,
  totalPages: looseInteger,
  total: v.optional(looseInteger),
});

export type FavoriteList = v.InferOutput<typeof favoriteListSchema>;

/** MCSFE_getFavoriteGamesList (token), 1-based pageNum. */
export function fetchFavoriteList(query: { pageNum: number; pageSize: number }, options?: { signal?: AbortSignal }): Promise<FavoriteList> {
  return apiRequest(relayPath('MCSFE_getFavoriteGamesList'), { schema: favoriteListSchema, params: query, signal: options?.signal });
}

/** ['favorites', 'list'], page by page: a favourite toggle (shared) invalidates it. */
export function favoriteListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: FAVORITE_LIST_KEY,
    queryFn: ({ pageParam, signal }) => fetchFavoriteList({ pageNum: pageParam, pageSize: FAVORITES_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    // totalPages is 0 without favourites.
    getNextPageParam: (last, _pages, lastPageNum) => (lastPageNum < last.totalPages ? lastPageNum + 1 : undefined),
  });
}

export function useFavoriteList() {
  return useInfiniteQuery(favoriteListQueryOptions());
}
