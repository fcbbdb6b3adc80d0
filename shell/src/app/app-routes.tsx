import { Navigate, Route, Routes, useLocation } from '@gp/kernel';
import { ROUTE_ALIASES, ROUTES } from '../lib/routing/route-rules';
import { AppLayout } from './app-layout';
import { NotFoundView, RouteElement } from './route-element';

/** Keeps the query (gameCode…) when an alias lands on its canonical page. */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/index" replace />} />
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.nested ? `${route.path}/*` : route.path}
            caseSensitive
            element={<RouteElement route={route} />}
          />
        ))}
        {Object.entries(ROUTE_ALIASES).map(([from, to]) => (
          <Route key={from} path={from} element={<AliasRedirect to={to} />} />
        ))}
        <Route path="*" element={<NotFoundView />} />
      </Route>
    </Routes>
  );
}
