import { useState } from 'react';
import { EmptyState, ErrorState, PillLink, Skeleton, formatCount } from '@gp/ui-kit';
import { type GameType, translateError, useCommonT, useSearchParams } from '@gp/kernel';
import { PageTitle } from '../../../components/page-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGamesT } from '../../../lib/i18n';
import { usePagedGames } from '../hooks/use-paged-games';
import { useVendors } from '../hooks/use-vendors';
import styles from './game-list-page.module.css';
import { RoomList } from './room-list';
import { VendorCategories } from './vendor-categories';
import { VirtualGameGrid } from './virtual-game-grid';

export type ListCategory = Extract<GameType, 'RNG' | 'LIVE' | 'FISH' | 'PVP'>;

const SEARCH_DELAY_MS = 250;

/** /rng, /live, /fish, /pvp with the optional vassalage query (SPEC §2). */
export function GameListPage({ gameType }: { gameType: ListCategory }) {
  const { t } = useGamesT();
  const { t: tc } = useCommonT();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const [query, setQuery] = useState('');
  const keyword = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const vendors = useVendors(gameType);
  const vendor = vendors.find((candidate) => candidate.vassalage === vassalage);
  const list = usePagedGames(gameType, vassalage, keyword);
  const titleId = `game-list-${gameType.toLowerCase()}`;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <PageTitle id={titleId} title={t(`titles.${gameType}`)}>
        <label className={styles.search}>
          <span className={styles.visuallyHidden}>{t('list.search')}</span>
          <input type="search" value={query} placeholder={t('list.searchPlaceholder')} onChange={(e) => setQuery(e.target.value)} />
        </label>
      </PageTitle>

      <nav aria-label={t('list.vendors')} className={styles.vendors}>
        <PillLink to="?" className={styles.vendor} current={vassalage === ''}>
          {t('list.all')}
        </PillLink>
        {vendors.map((item) => (
          <PillLink
            key={item.vassalage}
            to={`?vassalage=${encodeURIComponent(item.vassalage)}`}
            className={styles.vendor}
            current={vassalage === item.vassalage}
          >
            {item.name}
          </PillLink>
        ))}
      </nav>

      {vendor ? <VendorCategories vendor={vendor} current={gameType} /> : null}
      {vendor?.hasRooms ? <RoomList vendor={vendor} /> : null}

      {/* Always there, so the list below does not move when the count arrives. */}
      <p className={styles.count} aria-live="polite">
        {list.status === 'ready' ? t('list.count', { count: list.total, total: formatCount(list.total) }) : '\u00a0'}
      </p>

      {list.status === 'error' ? (
        <ErrorState message={translateError(list.error)} onRetry={list.retry} />
      ) : list.status === 'loading' ? (
        <div className={styles.loading} aria-busy="true" aria-label={tc('ui.loading')} role="status">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} aspectRatio="3 / 4" radius="lg" />
          ))}
        </div>
      ) : list.total === 0 ? (
        <EmptyState message={keyword ? t('list.emptySearch', { keyword }) : t('list.empty')} />
      ) : (
        <>
          {list.error ? (
            <div role="alert" className={styles.pageError}>
              <span>
                {t('list.pageFailed')} {translateError(list.error)}
              </span>
              <button type="button" className={styles.retry} onClick={list.retry}>
                {tc('ui.retry')}
              </button>
            </div>
          ) : null}
          <VirtualGameGrid label={t('list.games')} total={list.total} gameAt={list.gameAt} onRangeChange={list.showRange} />
        </>
      )}
    </section>
  );
}
