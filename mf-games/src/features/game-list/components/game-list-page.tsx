import { useDeferredValue, useState } from 'react';
import { EmptyState, ErrorState, GameCard, type GameType, Link, Skeleton, translateError, useCommonT, useSearchParams } from 'shared';
import { useGamesT } from '../../../lib/i18n';
import { useGameList } from '../hooks/use-game-list';
import { useVendors } from '../hooks/use-vendors';
import styles from './game-list-page.module.css';

type ListCategory = Extract<GameType, 'RNG' | 'LIVE' | 'FISH' | 'PVP'>;

/** /rng, /live, /fish, /pvp with the optional vassalage query (SPEC §2). */
export function GameListPage({ gameType }: { gameType: ListCategory }) {
  const { t } = useGamesT();
  const { t: tc } = useCommonT();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const [query, setQuery] = useState('');
  const keyword = useDeferredValue(query.trim());
  const vendors = useVendors(gameType);
  const list = useGameList(gameType, vassalage, keyword);
  const errorMessage = list.status === 'error' ? translateError(list.error) : null;

  return (
    <section className={styles.page} aria-labelledby="game-list-title">
      <header className={styles.head}>
        <h1 id="game-list-title">{t(`titles.${gameType}`)}</h1>
        <label className={styles.search}>
          <span className={styles.visuallyHidden}>{t('list.search')}</span>
          <input type="search" value={query} placeholder={t('list.searchPlaceholder')} onChange={(e) => setQuery(e.target.value)} />
        </label>
      </header>

      <nav aria-label={t('list.vendors')} className={styles.vendors}>
        <Link to="?" className={styles.vendor} aria-current={vassalage === '' ? 'page' : undefined}>
          {t('list.all')}
        </Link>
        {vendors.map((vendor) => (
          <Link
            key={vendor.vassalage}
            to={`?vassalage=${encodeURIComponent(vendor.vassalage)}`}
            className={styles.vendor}
            aria-current={vassalage === vendor.vassalage ? 'page' : undefined}
          >
            {vendor.name}
          </Link>
        ))}
      </nav>

      {list.status === 'ready' || list.games.length > 0 ? (
        <p className={styles.count} aria-live="polite">
          {t('list.count', { count: list.total })}
        </p>
      ) : null}

      {errorMessage && list.games.length === 0 ? (
        <ErrorState message={errorMessage} onRetry={list.retry} />
      ) : list.status === 'ready' && list.games.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <ul className={styles.grid} aria-label={t('list.games')} aria-busy={list.status === 'loading'}>
          {list.games.map((game) => (
            <li key={`${game.vassalage}-${game.nodeId}`} data-vendor={game.vassalage}>
              <GameCard game={game} />
            </li>
          ))}
          {list.status === 'loading'
            ? Array.from({ length: list.games.length === 0 ? 12 : 6 }, (_, i) => (
                <li key={`skeleton-${i}`} aria-hidden="true">
                  <Skeleton aspectRatio="3 / 4" />
                </li>
              ))
            : null}
        </ul>
      )}

      {list.hasMore && list.status !== 'loading' ? (
        <div className={styles.more}>
          {errorMessage ? <p role="alert">{errorMessage}</p> : null}
          <button type="button" className={styles.moreButton} onClick={errorMessage ? list.retry : list.loadMore}>
            {errorMessage ? tc('ui.retry') : t('list.loadMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
