import { useMemo } from 'react';
import type { Notice } from '../../../lib/content/announcements';
import { bannersOf, useHomeContent } from '../../../lib/content/home-content';
import { categoryIcon, categoryPath, categoryTitleKey } from '../../../lib/games/categories';
import { useGameMenusState } from '../../../lib/games/use-game-menus';
import { useShellT } from '../../../lib/i18n/translation';
import { type RowState, useGameRows } from '../hooks/use-game-rows';
import { useHotGames } from '../hooks/use-hot-games';
import { useHomeT } from '../i18n';
import { MAX_HOT_VENDORS, pickHotVendors } from '../utils/hot-vendors';
import { BannerCarousel } from './banner-carousel';
import { GameRow } from './game-row';
import { HomeExtrasSlot } from './home-extras-slot';
import { HotBanners } from './hot-banners';
import { HotVendors } from './hot-vendors';
import { NoticeMarquee } from './notice-marquee';
import styles from './home-view.module.css';

/** Hot games shown in their own row. */
const HOT_ROW_SIZE = 20;
const PENDING: RowState = { status: 'loading' };
const NO_NOTICES: Notice[] = [];

/**
 * The home view of /index, /login, /register and /help (SPEC §2): banners, notice marquee, hot
 * providers and games, a game row per hot provider, the winner board.
 */
export function HomeView() {
  const { t } = useHomeT();
  const { t: ts } = useShellT();
  const content = useHomeContent();
  const { hot, retry: retryHot } = useHotGames();
  const { menus, loaded: menusLoaded } = useGameMenusState();
  const hotGames = hot.status === 'ready' ? hot.games : null;
  const vendors = useMemo(() => (hotGames && menusLoaded ? pickHotVendors(hotGames, menus) : null), [hotGames, menus, menusLoaded]);
  const rowVendors = useMemo(() => vendors ?? [], [vendors]);
  const { rows, retry } = useGameRows(rowVendors);
  const retries = useMemo(() => rowVendors.map((_, index) => () => retry(index)), [rowVendors, retry]);
  const hotRow = useMemo<RowState>(
    () => (hot.status === 'ready' ? { status: 'ready', games: hot.games.slice(0, HOT_ROW_SIZE) } : hot),
    [hot],
  );
  const loaded = content.status === 'ready' ? content.content : null;
  const failed = content.status === 'error';
  const banners = useMemo(() => (loaded ? bannersOf(loaded, 'w_home') : failed ? [] : null), [loaded, failed]);
  const hotBanners = useMemo(() => (loaded ? bannersOf(loaded, 'w_hotgames') : failed ? [] : null), [loaded, failed]);
  const notices = loaded ? loaded.player : failed ? NO_NOTICES : null;

  return (
    <div className={styles.home}>
      <h1 className={styles.srOnly}>{t('title')}</h1>
      <BannerCarousel banners={banners} />
      <NoticeMarquee notices={notices} />
      <HotVendors vendors={vendors} />
      <HotBanners banners={hotBanners} />
      <GameRow
        id="hot-games"
        icon="fire"
        title={t('hotGames')}
        state={hotRow}
        onRetry={retryHot}
      />
      {vendors === null
        ? hot.status === 'error'
          ? null
          : // Rows of the final size hold the place until the providers are known: nothing below moves.
            Array.from({ length: MAX_HOT_VENDORS }, (_, index) => (
              <GameRow key={index} id={`row-pending-${index}`} icon="slots" title={null} state={PENDING} />
            ))
        : vendors.map((vendor, index) => {
            const state = rows[index] ?? PENDING;
            const name = `${vendor.name} · ${ts(categoryTitleKey(vendor.gameType))}`;
            return (
              <GameRow
                key={`${vendor.gameType}:${vendor.vassalage}`}
                id={`row-${vendor.gameType}-${vendor.vassalage}`}
                icon={categoryIcon(vendor.gameType)}
                title={name}
                to={categoryPath(vendor.gameType, vendor.vassalage)}
                viewAllLabel={t('viewAllOf', { name: vendor.name })}
                state={state}
                onRetry={retries[index]}
              />
            );
          })}
      <HomeExtrasSlot />
    </div>
  );
}
