import * as v from 'valibot';
import { gameSchema, type GameType } from './game';
import { looseInteger } from './primitives';

/** MCSFE_getFavoriteGames and the answer of add / remove: the favourite node ids, newest first. */
export const favoriteIdsSchema = v.object({ nodeIds: v.array(looseInteger) });

export type FavoriteIds = v.InferOutput<typeof favoriteIdsSchema>;

/** MCSFE_getFavoriteGamesList (SPEC §3: content, pageNum, totalPages). */
export const favoriteListSchema = v.object({
  content: v.array(gameSchema),
  pageNum: looseInteger,
  totalPages: looseInteger,
  total: v.optional(looseInteger),
});

export type FavoriteList = v.InferOutput<typeof favoriteListSchema>;

/** The favourite payload of SPEC §3: vendor is the game's vassalage. */
export type FavoritePayload = { nodeId: number; vendor: string; gameType: GameType };
