import { currentLanguage, type GamesRouteId, type RemoteRoutesModule } from '@gp/kernel';
import { GAME_LIST_ROUTES, isGameListRoute } from '@gp/games-kit/game-list-request';
import { QueryProvider, queryClient } from '@gp/kernel/query';
import { FavoritesPage } from '../features/favorites/components/favorites-page';
import { GameCentrePage } from '../features/game-centre/components/game-centre-page';
import { SeamlessPage } from '../features/game-launch/components/seamless-page';
import { gameListPageQueryOptions } from '../features/game-list/api/get-game-list';
import { GameListPage } from '../features/game-list/components/game-list-page';
import { RecentPage } from '../features/recent/components/recent-page';
import '../lib/i18n';

const CENTRE_CATEGORIES = { sports: 'SPORTS', esports: 'ESPORTS', lott: 'LOTT', elott: 'ELOTT' } as const;

/** mf-games owns the game pages; the shell decides who may open them. */
function GamesRoute({ routeId }: { routeId: GamesRouteId }) {
  switch (routeId) {
    case 'rng':
    case 'live':
    case 'fish':
    case 'pvp':
      return <GameListPage key={routeId} gameType={GAME_LIST_ROUTES[routeId]} />;
    case 'sports':
    case 'esports':
    case 'lott':
    case 'elott':
      return <GameCentrePage key={routeId} category={CENTRE_CATEGORIES[routeId]} />;
    case 'favorite':
      return <FavoritesPage />;
    case 'recent':
      return <RecentPage />;
    case 'seamless':
      return <SeamlessPage />;
  }
}

function GamesRoutes({ routeId }: { routeId: GamesRouteId }) {
  return (
    <QueryProvider>
      <GamesRoute routeId={routeId} />
    </QueryProvider>
  );
}

export default GamesRoutes satisfies RemoteRoutesModule<GamesRouteId>['default'];

/**
 * The page opened on a game list: its first page is asked for while the shell starts up, so the
 * first cards (the page's largest paint) do not wait for the first render.
 */
export const prefetch = ((routeId, { search }) => {
  if (!isGameListRoute(routeId)) return;
  const gameType = GAME_LIST_ROUTES[routeId];
  const vassalage = new URLSearchParams(search).get('vassalage') ?? '';
  void queryClient.prefetchQuery(gameListPageQueryOptions({ gameType, vassalage, keyword: '', language: currentLanguage(), pageNo: 1 }));
}) satisfies NonNullable<RemoteRoutesModule<GamesRouteId>['prefetch']>;
