import { lazy, Suspense } from 'react';
import { useSession } from '@gp/kernel';

// The reminder (its timer, dialog and texts) is its own chunk, loaded for members only.
const SessionReminder = lazy(() => import('./session-reminder').then((m) => ({ default: m.SessionReminder })));

/** Runs the session-time reminder while a member is signed in (every page, remotes included). */
export function SessionReminderSlot() {
  const { kind, token } = useSession();
  if (kind !== 'member' || !token) return null;
  return (
    <Suspense fallback={null}>
      <SessionReminder key={token} token={token} />
    </Suspense>
  );
}
