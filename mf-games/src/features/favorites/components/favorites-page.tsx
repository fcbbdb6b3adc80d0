import { Button, EmptyState, ErrorState, favoriteIdsAtom, Link, Spinner, translateError, useAtomValue } from 'shared';
import { GameGrid } from '../../../components/game-grid';
import { PageTitle } from '../../../components/page-title';
import { useGamesT } from '../../../lib/i18n';
import { useFavoriteList } from '../hooks/use-favorite-list';
import styles from './favorites-page.module.css';

/** /favorite, my collection: a game un-favourited here leaves the list (and returns if the server refuses). */
export function FavoritesPage() {
  const { t } = useGamesT();
  const list = useFavoriteList();
  const ids = useAtomValue(favoriteIdsAtom);
  const games = ids ? list.games.filter((game) => ids.has(game.nodeId)) : list.games;
  const firstLoad = list.status === 'loading' && list.pageNum === 0;

  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <PageTitle id="favorites-title" title={t('titles.favorite')} />
      {firstLoad ? <Spinner centered /> : null}
      {list.status === 'error' && list.games.length === 0 ? <ErrorState message={translateError(list.error)} onRetry={list.retry} /> : null}
      {list.pageNum > 0 && games.length === 0 && !list.hasMore ? (
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
      {list.status === 'error' && list.games.length > 0 ? <ErrorState message={translateError(list.error)} onRetry={list.retry} /> : null}
      {list.hasMore && list.status === 'ready' ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={list.loadMore}>
            {t('favorites.loadMore')}
          </Button>
        </div>
      ) : null}
      {list.status === 'loading' && list.pageNum > 0 ? <Spinner centered /> : null}
    </section>
  );
}
