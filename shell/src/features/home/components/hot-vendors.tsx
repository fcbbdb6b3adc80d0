import { memo } from 'react';
import { Link, useImageUrl } from '@gp/kernel';
import { Skeleton } from '@gp/ui-kit';
import { type Vendor } from '@gp/games-kit';
import { categoryPath, categoryTitleKey } from '../../../lib/games/categories';
import { useShellT } from '../../../lib/i18n/translation';
import { Icon } from '../../../lib/ui/icon';
import { useHomeT } from '../i18n';
import { MAX_HOT_VENDORS } from '../utils/hot-vendors';
import styles from './hot-vendors.module.css';

function VendorCard({ vendor }: { vendor: Vendor }) {
  const { t } = useShellT();
  const icon = useImageUrl(vendor.iconUrl);
  return (
    <Link to={categoryPath(vendor.gameType, vendor.vassalage)} className={styles.card}>
      <img src={icon} alt="" width={320} height={160} loading="lazy" decoding="async" className={styles.logo} />
      <span className={styles.name}>{vendor.name}</span>
      <span className={styles.type}>{t(categoryTitleKey(vendor.gameType))}</span>
    </Link>
  );
}

/** The hot-games banner row: up to 3 slot, 1 fishing and 1 live vendor; a card opens its vendor. */
export const HotVendors = memo(function HotVendors({ vendors }: { vendors: Vendor[] | null }) {
  const { t } = useHomeT();
  return (
    <section className={styles.section} aria-labelledby="hot-providers-title">
      <h2 id="hot-providers-title" className={styles.title}>
        <Icon name="fire" className={styles.titleIcon} />
        {t('hotProviders')}
      </h2>
      <ul className={styles.list} aria-busy={vendors === null}>
        {vendors === null
          ? Array.from({ length: MAX_HOT_VENDORS }, (_, index) => (
              <li key={index} aria-hidden="true">
                <div className={styles.card}>
                  <Skeleton aspectRatio="2 / 1" />
                  <Skeleton height="1.3125rem" radius="sm" className={styles.skeletonName} />
                  <Skeleton height="1.125rem" radius="sm" className={styles.skeletonType} />
                </div>
              </li>
            ))
          : vendors.map((vendor) => (
              <li key={`${vendor.gameType}:${vendor.vassalage}`}>
                <VendorCard vendor={vendor} />
              </li>
            ))}
      </ul>
    </section>
  );
});
