export { type LoginFields, login, needsCaptcha, loginFreePlay, logout } from './session';
export { fetchMemberInfo, fetchBalance, fetchConsolidated } from './member';
export { fetchSystemStatus, fetchWhitelabel, fetchRegisterSettings } from './system';
export {
  fetchGameMenus,
  fetchGameVendors,
  type GameListQuery,
  fetchGameList,
  fetchHotGames,
  fetchLotteryMenu,
} from './games';
export type { LaunchTarget, GameLaunchOptions, PrizeMode, LotteryLaunch } from './launch';
export { type DomainRoute, fetchDomainRoute } from './domain-route';
