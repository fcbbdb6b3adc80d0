import type { ComponentType } from 'react';
import type { EventMap } from '../events/event-map';

/** Federation container names (identifiers: the folders keep their hyphen, containers cannot). */
export const REMOTE_NAMES = ['mf_games', 'mf_member', 'mf_agent', 'mf_lottery'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export type GamesRouteId =
  | 'sports'
  | 'esports'
  | 'lott'
  | 'elott'
  | 'live'
  | 'fish'
  | 'rng'
  | 'pvp'
  | 'favorite'
  | 'recent'
  | 'seamless';

export type MemberRouteId = 'member' | 'pointMall' | 'promotions';

export type AgentRouteId = 'agent' | 'agentHome';

export type LotteryRouteId = 'lottery' | 'seaLottery' | 'vnLottery';

export type RemoteRouteIds = {
  mf_games: GamesRouteId;
  mf_member: MemberRouteId;
  mf_agent: AgentRouteId;
  mf_lottery: LotteryRouteId;
};

/** Props the shell passes to a remote's routes component: which top-level route is active. */
export type RemoteRoutesProps<R extends string> = { routeId: R };

/** What every remote exposes as `./routes`. */
export type RemoteRoutesModule<R extends string> = {
  default: ComponentType<RemoteRoutesProps<R>>;
  /**
   * Optional (shared 1.1.0): starts the data a route shows first. The shell calls it once, when the
   * page opens on one of the remote's routes, as soon as the module has loaded — before React
   * renders the route — so the first screen's requests run beside the shell's start-up.
   */
  prefetch?: (routeId: R, location: { search: string }) => void;
};

export type RemoteContracts = {
  [N in RemoteName]: RemoteRoutesModule<RemoteRouteIds[N]>;
};

export type RemoteModuleId<N extends RemoteName = RemoteName> = `${N}/routes`;

/** The id to pass to the federation runtime's `loadRemote`. */
export function remoteModuleId<N extends RemoteName>(name: N): RemoteModuleId<N> {
  return `${name}/routes`;
}

/** One 'open-game' request as the shell hands it on; `id` tells two requests for the same game apart. */
export type GameLaunchRequest = EventMap['open-game'] & { id: number };

/** Props of mf-games' `./game-launcher`: the request, and how it tells the shell it is done. */
export type GameLauncherProps = { request: GameLaunchRequest; onClose: () => void };

/** What mf-games exposes as `./game-launcher` (the shell loads it on the first 'open-game'). */
export type GameLauncherModule = { default: ComponentType<GameLauncherProps> };

/**
 * Props of a page one app exposes for another app's frame (shared 1.2.0). The page brings its own
 * data, texts and query client; the host draws the frame. `title`: the heading in the host's
 * words (its menu's name for the page); the page's own heading when absent.
 */
export type EmbeddedPageProps = { title?: string };

/** A page exposed for another app's frame: mf-member's deposit, withdraw and messages pages in the agent centre. */
export type EmbeddedPageModule = { default: ComponentType<EmbeddedPageProps> };

/** The member-centre pages mf-member exposes for the agent centre (shared 1.2.0). */
export type MemberEmbeddedPages = {
  './deposit': EmbeddedPageModule;
  './withdraw': EmbeddedPageModule;
  './messages': EmbeddedPageModule;
};

/** The extra modules a remote offers beside `./routes`. */
type ExtraExposedModules = {
  mf_games: { './game-launcher': GameLauncherModule };
  mf_member: MemberEmbeddedPages;
  mf_agent: Record<never, never>;
  mf_lottery: Record<never, never>;
};

/** Every exposed module per remote: `./routes` for all, plus the extra ones a remote offers. */
export type RemoteExposedModules = {
  [N in RemoteName]: { './routes': RemoteRoutesModule<RemoteRouteIds[N]> } & ExtraExposedModules[N];
};

/** The keys (`./routes`, `./game-launcher`…) a remote exposes. */
export type ExposedKey<N extends RemoteName> = keyof RemoteExposedModules[N] & `./${string}`;

/**
 * A remote's `src/exposes.ts`: one loader per exposed key, each importing the module that must
 * match the contract. The build reads webpack's `exposes` from the same file (config/webpack.js),
 * so a missing, extra or mistyped expose fails the typecheck of that remote.
 */
export type RemoteExposes<N extends RemoteName> = {
  [E in ExposedKey<N>]: () => Promise<RemoteExposedModules[N][E]>;
};
