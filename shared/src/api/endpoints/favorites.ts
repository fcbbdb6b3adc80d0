import { relayDelete, relayGet, relayPost } from '../client';
import {
  type FavoriteIds,
  favoriteIdsSchema,
  type FavoriteList,
  favoriteListSchema,
  type FavoritePayload,
} from '../schemas/favorites';

/** MCSFE_getFavoriteGames (token): the node ids the favourite toggles start from. */
export function fetchFavoriteIds(): Promise<FavoriteIds> {
  return relayGet('MCSFE_getFavoriteGames', {}, favoriteIdsSchema);
}

/** MCSFE_getFavoriteGamesList (token), 1-based pageNum. */
export function fetchFavoriteList(query: { pageNum: number; pageSize: number }): Promise<FavoriteList> {
  return relayGet('MCSFE_getFavoriteGamesList', query, favoriteListSchema);
}

export function addFavorite(payload: FavoritePayload): Promise<FavoriteIds> {
  return relayPost('MCSFE_addFavoriteGameV2', payload, favoriteIdsSchema);
}

export function removeFavorite(payload: FavoritePayload): Promise<FavoriteIds> {
  return relayDelete('MCSFE_removeFavoriteGameV2', payload, favoriteIdsSchema);
}
