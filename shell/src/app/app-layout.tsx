import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog, NotAvailableYet, Outlet, Spinner, useCommonT, useEvent, useLocation, useNavigate } from 'shared';
import { Breadcrumb } from '../features/layout/components/breadcrumb';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { PageFrame } from '../features/layout/components/page-frame';
import { SideMenu } from '../features/layout/components/side-menu';
import { useGameMenus } from '../features/layout/hooks/use-game-menus';
import { useBalanceSync } from '../features/session/hooks/use-balance-sync';
import { useLogout } from '../features/session/hooks/use-logout';
import { useSessionBootstrap } from '../features/session/hooks/use-session-bootstrap';
import { useDialogActions, useOpenDialog } from '../lib/dialogs';
import { preloadRemoteRoutes } from '../lib/federation/federation';
import { useShellT } from '../lib/i18n/translation';
import { findRoute, showsBreadcrumb, showsSideMenu } from '../lib/routing/route-rules';

// Dialogs and the status pages load when first needed, keeping them out of the first page's JS.
const LoginDialog = lazy(() => import('../features/session/components/login-dialog').then((m) => ({ default: m.LoginDialog })));
const ConfirmLogoutDialog = lazy(() =>
  import('../features/session/components/confirm-logout-dialog').then((m) => ({ default: m.ConfirmLogoutDialog })),
);
const TrialDialog = lazy(() => import('../features/session/components/trial-dialog').then((m) => ({ default: m.TrialDialog })));
const systemPages = () => import('../features/session/components/system-pages');
const MaintenancePage = lazy(() => systemPages().then((m) => ({ default: m.MaintenancePage })));
const RegionBlockedPage = lazy(() => systemPages().then((m) => ({ default: m.RegionBlockedPage })));
const StartupFailedPage = lazy(() => systemPages().then((m) => ({ default: m.StartupFailedPage })));

type ReturnState = { returnTo?: string } | null;

/** Page change scrolls to top (SPEC §2). */
function useScrollToTop(pathname: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export function AppLayout() {
  const bootstrap = useSessionBootstrap();
  const { t: tc } = useCommonT();
  const loading = (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label={tc('ui.loading')} />
    </div>
  );
  if (bootstrap.phase === 'loading') return loading;
  if (bootstrap.phase === 'ready') return <ReadyLayout />;
  return (
    <Suspense fallback={loading}>
      {bootstrap.phase === 'maintenance' ? <MaintenancePage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'blocked' ? <RegionBlockedPage status={bootstrap.status} /> : null}
      {bootstrap.phase === 'error' ? <StartupFailedPage error={bootstrap.error} onRetry={bootstrap.retry} /> : null}
    </Suspense>
  );
}

function ReadyLayout() {
  const { t } = useShellT();
  const location = useLocation();
  const navigate = useNavigate();
  const menus = useGameMenus();
  const dialog = useOpenDialog();
  const { open, close } = useDialogActions();
  const refreshBalance = useBalanceSync();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  useScrollToTop(location.pathname);

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
    if (route?.dialog) navigate('/index', { replace: true });
  };

  return (
    <PageFrame
      header={
        <Header
          menus={menus}
          onLogin={() => navigate('/login')}
          onRegister={() => navigate('/register')}
          onLogout={() => open({ name: 'logout' })}
          onRefreshBalance={refreshBalance}
          onIntent={(path) => {
            const target = findRoute(path);
            if (target?.owner.kind === 'remote') preloadRemoteRoutes(target.owner.remote);
          }}
        />
      }
      side={showsSideMenu(location.pathname) ? <SideMenu menus={menus} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} /> : null}
      breadcrumb={route && showsBreadcrumb(location.pathname) ? <Breadcrumb titleKey={route.titleKey} /> : null}
      footer={<Footer />}
    >
      <Outlet />
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
      <Dialog open={dialog?.name === 'register'} title={t('header.register')} onClose={closeRouteDialog}>
        <NotAvailableYet />
      </Dialog>
    </PageFrame>
  );
}
