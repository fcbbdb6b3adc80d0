import { type GameType, Link, useLanguage } from '@gp/kernel';
import { type Vendor } from '@gp/games-kit';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { useGamesT } from '../../../lib/i18n';
import styles from './vendor-categories.module.css';

const LIST_PATHS: Partial<Record<GameType, string>> = { RNG: '/rng', LIVE: '/live', FISH: '/fish', PVP: '/pvp' };

function categoryLink(gameType: GameType, vassalage: string): string {
  const list = LIST_PATHS[gameType];
  return list ? `${list}?vassalage=${encodeURIComponent(vassalage)}` : `/${gameType.toLowerCase()}`;
}

/** GCSGAME_getVassGameType: the vendor's other categories (JILI has slots, fishing and cards). */
export function VendorCategories({ vendor, current }: { vendor: Vendor; current: GameType }) {
  const { t } = useGamesT();
  const language = useLanguage();
  const types = useVendorGameTypes(vendor.vassalage, language);
  const others = types.data ? types.data.gameTypes.filter((type) => type.gameType !== current && type.total > 0) : [];
  if (others.length === 0) return null;
  return (
    <nav className={styles.more} aria-label={t('vendor.moreFrom', { vendor: vendor.name })}>
      <span className={styles.label}>{t('vendor.moreFrom', { vendor: vendor.name })}</span>
      {others.map((type) => (
        <Link key={type.gameType} to={categoryLink(type.gameType, vendor.vassalage)} className={styles.link}>
          {t('vendor.category', { name: type.name, total: type.total })}
        </Link>
      ))}
    </nav>
  );
}
