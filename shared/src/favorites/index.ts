export { FAVORITE_THROTTLE_MS, favoriteIdsAtom, type FavoriteView, useFavorite } from './favorites';
