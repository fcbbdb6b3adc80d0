import { Button, EmptyState, ErrorState, Spinner, StaleNotice } from '@gp/ui-kit';
import { favoriteIdsAtom, Link, translateError } from '@gp/kernel';
import { useAtomValue } from 'jotai';
import { GameGrid } from '../../../components/game-grid';
import { PageTitle } from '../../../components/page-title';
import { useGamesT } from '../../../lib/i18n';
import { useFavoriteList } from '../api/get-favorite-list';
import styles from './favorites-page.module.css';

/** /favorite, my collection: a game un-favourited here leaves the list (and returns if the server refuses). */
export function FavoritesPage() {
  const { t } = useGamesT();
  const list = useFavoriteList();
  const ids = useAtomValue(favoriteIdsAtom);
  const loaded = list.data?.pages.flatMap((page) => page.content) ?? [];
  const games = ids ? loaded.filter((game) => ids.has(game.nodeId)) : loaded;
  const failed = (list.isError || list.isFetchNextPageError) && !list.isFetching;
  const retry = () => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch());
  // A refresh that failed keeps the list on show and says so (issue 14, hole 5).
  const stale = list.isRefetchError && loaded.length > 0;

  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <PageTitle id="favorites-title" title={t('titles.favorite')} />
      {stale ? <StaleNotice onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {loaded.length === 0 && list.isFetching ? <Spinner centered /> : null}
      {failed && loaded.length === 0 ? <ErrorState message={translateError(list.error)} onRetry={retry} /> : null}
      {list.isSuccess && games.length === 0 && !list.hasNextPage ? (
        <EmptyState
          message={t('favorites.empty')}
          action={
            <Link to="/rng" className={styles.browse}>
              {t('favorites.browse')}
            </Link>
          }
        />
      ) : null}
      {games.length > 0 ? <GameGrid games={games} label={t('favorites.games')} /> : null}
      {failed && loaded.length > 0 && !stale ? <ErrorState message={translateError(list.error)} onRetry={retry} /> : null}
      {list.hasNextPage && !list.isFetching && !failed ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            {t('favorites.loadMore')}
          </Button>
        </div>
      ) : null}
      {list.isFetchingNextPage ? <Spinner centered /> : null}
    </section>
  );
}
