import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@gp/kernel';
import { useGameMenusState } from '../../../lib/games/use-game-menus';
import { breadcrumbSteps, findRoute, hasOwnLayout, showsBreadcrumb, showsSideMenu } from '../../../lib/routing/route-rules';
import { useMediaQuery } from '../../../lib/ui/use-media-query';
import { hideBootLoader } from '../utils/boot-loader';
import { preconnectImageCdns } from '../utils/preconnect';
import { Breadcrumb } from './breadcrumb';
import { FooterSlot } from './footer-slot';
import { Header } from './header';
import { LayoutDialogs } from './layout-dialogs';
import { PageFrame } from './page-frame';
import { SideMenu } from './side-menu';

// From the moment the shell is loaded, before the start-up checks are done.
preconnectImageCdns();

// The right bar exists on wide screens only (>= 1280 px): phones never download it.
const RightBar = lazy(() => import('./right-bar').then((m) => ({ default: m.RightBar })));

/** Page change scrolls to top and hides the loader (SPEC §2). */
function usePageChange(pathname: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    hideBootLoader();
  }, [pathname]);
}

/**
 * A route with its own layout (the agent centre): the remote draws its header, menu and main
 * landmark; the shell keeps only its dialogs.
 */
function OwnLayoutFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  usePageChange(pathname);
  return (
    <>
      {children}
      <LayoutDialogs />
    </>
  );
}

/** The player layout, or the route's own layout where the route table says so. */
export function ShellFrame({ children, headerSearch }: { children: ReactNode; /** The header's search button. */ headerSearch?: ReactNode }) {
  const { pathname } = useLocation();
  if (hasOwnLayout(pathname)) return <OwnLayoutFrame>{children}</OwnLayoutFrame>;
  return <PlayerFrame headerSearch={headerSearch}>{children}</PlayerFrame>;
}

/** Side menu, header, breadcrumb, main view and footer, with the visibility rules of SPEC §2. */
function PlayerFrame({ children, headerSearch }: { children: ReactNode; headerSearch?: ReactNode }) {
  const location = useLocation();
  const { menus, loaded: menusLoaded } = useGameMenusState();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  usePageChange(location.pathname);
  const route = findRoute(location.pathname);
  const hasSideMenu = showsSideMenu(location.pathname);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const wide = useMediaQuery('(min-width: 1280px)');
  // On phones the side menu is a closed drawer: it is drawn the first time it opens, not on the
  // first page (less to render before the first paint), and stays drawn after that.
  const phone = useMediaQuery('(max-width: 1023.98px)');
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const sideDrawn = hasSideMenu && (!phone || drawerOpen || drawerUsed);

  return (
    <PageFrame
      header={
        <Header
          menus={menus}
          search={headerSearch}
          drawer={hasSideMenu ? { open: drawerOpen, drawn: sideDrawn, toggle: () => setDrawerOpen((o) => !o) } : null}
        />
      }
      side={
        sideDrawn ? (
          <SideMenu
            menus={menus}
            menusLoaded={menusLoaded}
            collapsed={collapsed}
            onToggle={() => setCollapsed((c) => !c)}
            drawerOpen={drawerOpen}
            onCloseDrawer={closeDrawer}
          />
        ) : null
      }
      breadcrumb={route && showsBreadcrumb(location.pathname) ? <Breadcrumb steps={breadcrumbSteps(route, location.pathname)} /> : null}
      footer={<FooterSlot menus={menus} />}
      overlays={
        <>
          {wide ? (
            <Suspense fallback={null}>
              <RightBar />
            </Suspense>
          ) : null}
          <LayoutDialogs />
        </>
      }
    >
      {children}
    </PageFrame>
  );
}
