// Type tests, run by `pnpm typecheck` (never executed): each `@ts-expect-error` line must stay an
// error, or the typecheck fails on the unused directive.
import { RemoteRoute } from '../federation/remote-route';
import { games, lottery, type RemoteOwner } from './route-rules';

export function _routeTypeTests(): unknown[] {
  return [
    games('rng', 'nav.rng'),
    // @ts-expect-error 'slotz' is not a route id of mf-games.
    games('slotz', 'nav.rng'),
    // @ts-expect-error 'rng' is a route of mf-games, not of mf-lottery.
    lottery('rng', 'nav.lottery'),
    { kind: 'remote', remote: 'mf_member', routeId: 'pointMall' } satisfies RemoteOwner,
    // @ts-expect-error mf-member has no route 'rng': a route id belongs to its own remote.
    { kind: 'remote', remote: 'mf_member', routeId: 'rng' } satisfies RemoteOwner,
    <RemoteRoute key="ok" remote="mf_agent" routeId="agentHome" />,
    // @ts-expect-error the shell cannot hand a remote another remote's route id.
    <RemoteRoute key="wrong" remote="mf_agent" routeId="member" />,
  ];
}
