// @gp/games-kit: the games catalogue every app that shows games builds in at the version it needs:
// the catalogue's schemas, calls, query options and keys (one definition for every app), the
// launch helpers, the game card and the game frame. No state of its own: favourites, session and
// image CDNs are the kernel's.
export {
  vendorSchema,
  type Vendor,
  gameMenuSchema,
  type GameMenu,
  gameMenusSchema,
  type GameMenus,
  gameVendorLaneSchema,
  type GameVendorLane,
  gameVendorLanesSchema,
  type GameVendorLanes,
  gameListSchema,
  type GameList,
  lotteryGameSchema,
  type LotteryGame,
  lotteryMenuSchema,
  type LotteryMenu,
} from './api/schemas/game';
export { launchResultSchema, type LaunchResult } from './api/schemas/launch';
export {
  fetchGameMenus,
  fetchGameVendors,
  type GameListQuery,
  fetchGameList,
  gameMenusQueryOptions,
  gameVendorsQueryOptions,
} from './api/endpoints/games';
export {
  CATALOGUE_PAGE_SIZE,
  type GameCatalogue,
  fetchGameCatalogue,
  gameCatalogueQueryOptions,
  recentGamesSchema,
  type RecentGames,
  fetchRecentGames,
  recentGamesQueryOptions,
} from './api/endpoints/catalogue';
export { onLaunchCdn, onRandomLaunchCdn, requestGameLaunch } from './api/endpoints/launch';
export { type LaunchQueryView, type LaunchState, launchStateOf } from './request/launch-state';
export { useLaunchUrl } from './request/use-launch-url';
export { type RequestState, useRequest } from './request/use-request';
export { GameCard } from './ui/game-card/game-card';
export { DEFAULT_GAME_ICON } from './ui/game-card/default-game-icon';
export { GameFrame, type GameFrameProps } from './ui/game-frame';
export {
  SYSTEM_STATUS,
  systemStatusSchema,
  type SystemStatus,
  resourceSchema,
  type Resource,
  fetchSystemStatus,
} from './api/endpoints/system-status';
export { gameKeys, lotteryArea } from './api/endpoints/game-keys';
