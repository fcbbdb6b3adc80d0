import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Dialog, NotAvailableYet, Spinner, useCommonT, useEvent, useLocation, useNavigate } from 'shared';
import { useDialogActions, useOpenDialog } from '../../../lib/dialogs';
import { findRoute } from '../../../lib/routing/route-rules';
import { useLogout } from '../hooks/use-logout';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import { useSessionT } from '../i18n';

// Dialogs and the status pages load when first needed, keeping them out of the first page's JS.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
const ConfirmLogoutDialog = lazy(() => import('./confirm-logout-dialog').then((m) => ({ default: m.ConfirmLogoutDialog })));
const TrialDialog = lazy(() => import('./trial-dialog').then((m) => ({ default: m.TrialDialog })));
const systemPages = () => import('./system-pages');
const MaintenancePage = lazy(() => systemPages().then((m) => ({ default: m.MaintenancePage })));
const RegionBlockedPage = lazy(() => systemPages().then((m) => ({ default: m.RegionBlockedPage })));
const StartupFailedPage = lazy(() => systemPages().then((m) => ({ default: m.StartupFailedPage })));

function FullPageSpinner() {
  const { t } = useCommonT();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label={t('ui.loading')} />
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
  if (bootstrap.phase === 'ready') return children;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {bootstrap.phase === 'maintenance' ? <MaintenancePage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'blocked' ? <RegionBlockedPage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'error' ? <StartupFailedPage error={bootstrap.error} onRetry={bootstrap.retry} /> : null}
    </Suspense>
  );
}

type ReturnState = { returnTo?: string } | null;

/** Every dialog the session owns, the routes that open them, and the bus events that ask for them. */
export function SessionDialogs() {
  const { t } = useSessionT();
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useOpenDialog();
  const { open, close } = useDialogActions();
  const logout = useLogout();
  const route = findRoute(location.pathname);
  const returnTo = (location.state as ReturnState)?.returnTo;

  // /login and /register are the home view with their dialog open (SPEC §2).
  useEffect(() => {
    if (route?.dialog === 'login') open({ name: 'login', ...(returnTo ? { returnTo } : {}) });
    else if (route?.dialog === 'register') open({ name: 'register' });
  }, [route?.dialog, returnTo, open]);

  useEvent('login-required', ({ returnTo: target }) => {
    navigate('/login', { state: { returnTo: target ?? `${location.pathname}${location.search}` } });
  });
  useEvent('trial-blocked', () => open({ name: 'trial' }));

  const closeRouteDialog = () => {
    close();
    if (route?.dialog === 'login' || route?.dialog === 'register') navigate('/index', { replace: true });
  };

  return (
    <>
      <Suspense fallback={null}>
        {dialog?.name === 'login' ? (
          <LoginDialog
            open
            onClose={closeRouteDialog}
            onSignedIn={() => {
              close();
              navigate(dialog.returnTo ?? '/index', { replace: true });
            }}
          />
        ) : null}
        {dialog?.name === 'trial' ? <TrialDialog open onClose={close} /> : null}
        {dialog?.name === 'logout' ? (
          <ConfirmLogoutDialog
            open
            onClose={close}
            onConfirm={async () => {
              await logout();
              close();
              navigate('/index');
            }}
          />
        ) : null}
      </Suspense>
      <Dialog open={dialog?.name === 'register'} title={t('register.title')} onClose={closeRouteDialog}>
        <NotAvailableYet />
      </Dialog>
    </>
  );
}
