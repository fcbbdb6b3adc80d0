import { useEffect, useState, type ReactNode } from 'react';
import { emitEvent, useLocation, useNavigate } from 'shared';
import { useDialogActions } from '../../../lib/dialogs';
import { preloadRemoteRoutes } from '../../../lib/federation/federation';
import { findRoute, showsBreadcrumb, showsSideMenu } from '../../../lib/routing/route-rules';
import { useGameMenus } from '../hooks/use-game-menus';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { Header } from './header';
import { PageFrame } from './page-frame';
import { SideMenu } from './side-menu';

/** Page change scrolls to top (SPEC §2). */
function useScrollToTop(pathname: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/** Side menu, header, breadcrumb, main view and footer, with the visibility rules of SPEC §2. */
export function ShellFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const menus = useGameMenus();
  const { open } = useDialogActions();
  const [collapsed, setCollapsed] = useState(false);
  useScrollToTop(location.pathname);
  const route = findRoute(location.pathname);

  return (
    <PageFrame
      header={
        <Header
          menus={menus}
          onLogin={() => navigate('/login')}
          onRegister={() => navigate('/register')}
          onLogout={() => open({ name: 'logout' })}
          onRefreshBalance={() => emitEvent('balance-refresh-requested')}
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
      {children}
    </PageFrame>
  );
}
