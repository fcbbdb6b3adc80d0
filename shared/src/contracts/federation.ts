import type { ComponentType } from 'react';

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

export type MemberRouteId = 'member' | 'pointMall';

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
};

export type RemoteContracts = {
  [N in RemoteName]: RemoteRoutesModule<RemoteRouteIds[N]>;
};

export type RemoteModuleId<N extends RemoteName = RemoteName> = `${N}/routes`;

/** The id to pass to the federation runtime's `loadRemote`. */
export function remoteModuleId<N extends RemoteName>(name: N): RemoteModuleId<N> {
  return `${name}/routes`;
}
