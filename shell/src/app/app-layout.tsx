import { Outlet } from 'shared';
import { GameLaunchHost } from '../features/game-launch/game-launch-host';
import { ShellFrame } from '../features/layout/components/shell-frame';
import { SessionDialogs, SessionGate } from '../features/session/components/session-root';
import { useBalanceSync } from '../features/session/hooks/use-balance-sync';
import { useContractsSync } from '../features/session/hooks/use-contracts-sync';

function ReadyLayout() {
  useBalanceSync();
  useContractsSync();
  return (
    <ShellFrame>
      <Outlet />
      <SessionDialogs />
      <GameLaunchHost />
    </ShellFrame>
  );
}

/** The shell: the session decides what may render, the frame lays it out, routes fill it. */
export function AppLayout() {
  return (
    <SessionGate>
      <ReadyLayout />
    </SessionGate>
  );
}
