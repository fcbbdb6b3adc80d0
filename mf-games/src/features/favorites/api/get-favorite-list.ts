import * as v from 'valibot';
import { apiRequest, gameSchema, looseInteger, relayPath } from 'shared';

/** MCSFE_getFavoriteGamesList (SPEC §3: content, pageNum, totalPages). */
export const favoriteListSchema = v.object({
  content: v.array(gameSchema),
  pageNum: looseInteger,
  totalPages: looseInteger,
  total: v.optional(looseInteger),
});

export type FavoriteList = v.InferOutput<typeof favoriteListSchema>;

/** MCSFE_getFavoriteGamesList (token), 1-based pageNum. */
export function fetchFavoriteList(query: { pageNum: number; pageSize: number }): Promise<FavoriteList> {
  return apiRequest(relayPath('MCSFE_getFavoriteGamesList'), { schema: favoriteListSchema, params: query });
}
