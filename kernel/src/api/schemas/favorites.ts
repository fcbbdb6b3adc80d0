import * as v from 'valibot';
import type { GameType } from './game';
import { looseInteger } from './primitives';

/** MCSFE_getFavoriteGames and the answer of add / remove: the favourite node ids, newest first. */
export const favoriteIdsSchema = v.object({ nodeIds: v.array(looseInteger) });

export type FavoriteIds = v.InferOutput<typeof favoriteIdsSchema>;

/** The favourite payload of SPEC §3: vendor is the game's vassalage. */
export type FavoritePayload = { nodeId: number; vendor: string; gameType: GameType };
