import { apiRequest, relayPath } from '../client';
import { type FavoriteIds, favoriteIdsSchema, type FavoritePayload } from '../schemas/favorites';

// The favourite toggle of the game card, which every app shows. The favourites page's list is mf-games'.

/** MCSFE_getFavoriteGames (token): the node ids the favourite toggles start from. */
export function fetchFavoriteIds(): Promise<FavoriteIds> {
  return apiRequest(relayPath('MCSFE_getFavoriteGames'), { schema: favoriteIdsSchema });
}

export function addFavorite(payload: FavoritePayload): Promise<FavoriteIds> {
  return apiRequest(relayPath('MCSFE_addFavoriteGameV2'), { method: 'post', json: payload, schema: favoriteIdsSchema });
}

export function removeFavorite(payload: FavoritePayload): Promise<FavoriteIds> {
  return apiRequest(relayPath('MCSFE_removeFavoriteGameV2'), { method: 'delete', json: payload, schema: favoriteIdsSchema });
}
