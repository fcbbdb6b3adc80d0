import { useEffect } from 'react';
import { Navigate, useLocation, useSession } from '@gp/kernel';
import { NotAvailableYet } from '@gp/ui-kit';
import { useDialogActions } from '../lib/dialogs';
import { HomeView } from '../features/home/components/home-view';
import { RemoteRoute } from '../lib/federation/remote-route';
import { guardRoute, type RouteDef } from '../lib/routing/route-rules';

function TrialBlocked() {
  const { open } = useDialogActions();
  useEffect(() => open({ name: 'trial' }), [open]);
  return <Navigate to="/index" replace />;
}

/** Applies the route's guard, then renders the shell view or the remote that owns it. */
export function RouteElement({ route }: { route: RouteDef }) {
  const { kind } = useSession();
  const location = useLocation();
  const guard = guardRoute(route, kind);

  switch (guard.action) {
    case 'login':
      return <Navigate to="/login" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
    case 'redirect':
      return <Navigate to={guard.to} replace />;
    case 'trial-blocked':
      return <TrialBlocked />;
    case 'render':
      break;
  }
  if (route.owner.kind === 'remote') return <RemoteRoute remote={route.owner.remote} routeId={route.owner.routeId} />;
  return <HomeView />;
}

export function NotFoundView() {
  return <NotAvailableYet />;
}
