import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@gp/ui-kit';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';

// The status pages load when first needed, keeping them out of the first page's JS.
const systemPages = () => import('./system-pages');
const MaintenancePage = lazy(() => systemPages().then((m) => ({ default: m.MaintenancePage })));
const RegionBlockedPage = lazy(() => systemPages().then((m) => ({ default: m.RegionBlockedPage })));
const StartupFailedPage = lazy(() => systemPages().then((m) => ({ default: m.StartupFailedPage })));
const MemberInfoAlert = lazy(() => import('./member-info-alert').then((m) => ({ default: m.MemberInfoAlert })));

function FullPageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner />
    </div>
  );
}

/**
 * Start-up (SPEC §4): renders the app only once the system status is normal and the session is
 * known; otherwise the maintenance, region-blocked or start-up failure page.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const bootstrap = useSessionBootstrap();
  if (bootstrap.phase === 'loading') return <FullPageSpinner />;
  if (bootstrap.phase === 'ready') {
    if (bootstrap.memberInfoError === undefined) return children;
    // The session is kept: the page renders, with the reason the account did not load and a retry.
    return (
      <>
        <Suspense fallback={null}>
          <MemberInfoAlert />
        </Suspense>
        {children}
      </>
    );
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {bootstrap.phase === 'maintenance' ? <MaintenancePage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'blocked' ? <RegionBlockedPage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'error' ? <StartupFailedPage error={bootstrap.error} onRetry={bootstrap.retry} /> : null}
    </Suspense>
  );
}
