import type { GamesRouteId, RemoteRoutesModule } from 'shared';
import { NotAvailableYet } from 'shared';
import { GameListPage } from '../features/game-list/components/game-list-page';
import '../lib/i18n';

const LIST_CATEGORIES = { rng: 'RNG', live: 'LIVE', fish: 'FISH', pvp: 'PVP' } as const;

function isListRoute(routeId: GamesRouteId): routeId is keyof typeof LIST_CATEGORIES {
  return routeId in LIST_CATEGORIES;
}

/** mf-games owns the game pages; the shell decides who may open them. */
function GamesRoutes({ routeId }: { routeId: GamesRouteId }) {
  if (isListRoute(routeId)) return <GameListPage key={routeId} gameType={LIST_CATEGORIES[routeId]} />;
  return <NotAvailableYet />;
}

export default GamesRoutes satisfies RemoteRoutesModule<GamesRouteId>['default'];
