import { Outlet } from '@gp/kernel';
import { GameLaunchHost } from '../features/game-launch/game-launch-host';
import { ShellFrame } from '../features/layout/components/shell-frame';
import { SessionDialogs } from '../features/auth/components/session-dialogs';
import { useBalanceSync } from '../features/auth/hooks/use-balance-sync';
import { useContractsSync } from '../features/auth/hooks/use-contracts-sync';
import { useBalanceStream } from '../features/live-balance/hooks/use-balance-stream';
import { NoticesDialogs } from '../features/notices/components/notices-dialogs';
import { SearchButton } from '../features/search/components/search-button';
import { SessionReminderSlot } from '../features/responsible-gaming/components/session-reminder-slot';
import { SessionGate } from '../features/system-status/components/session-gate';

/**
 * The session's background work (balance, live balance, agent contracts), in a component of its
 * own: what it reads (token, member info, contracts) changes while the page loads, and each change
 * then re-renders this empty component alone, not the frame and the page around it.
 */
function SessionSync() {
  useBalanceSync();
  useBalanceStream();
  useContractsSync();
  return null;
}

function ReadyLayout() {
  return (
    <ShellFrame headerSearch={<SearchButton />}>
      <SessionSync />
      <Outlet />
      <SessionDialogs />
      <NoticesDialogs />
      <GameLaunchHost />
      <SessionReminderSlot />
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
