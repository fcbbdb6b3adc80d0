// The game calls beyond the home page's (favourites, launches, recent games, rooms, vendor
// categories, lottery results). `shared` is one federated module that cannot be tree-shaken, so
// these load on first use through loadGameApi() instead of weighing on every first page.
export { fetchFavoriteIds, fetchFavoriteList, addFavorite, removeFavorite } from './endpoints/favorites';
export { onLaunchCdn, launchGame, launchFreeTrial, launchLottery } from './endpoints/launch';
export { fetchRecentGames, fetchRecentLottery } from './endpoints/recent';
export { fetchRoomList, fetchVendorGameTypes } from './endpoints/vendor-details';
export { fetchOpenedDraws, fetchLatestDraw } from './endpoints/lottery-results';
