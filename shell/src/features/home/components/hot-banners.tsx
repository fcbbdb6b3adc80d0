import { memo } from 'react';
import { Skeleton } from '@gp/ui-kit';
import { useImageUrl } from '@gp/kernel';
import type { Banner } from '../../../lib/content/announcements';
import { BannerLink } from '../../../lib/content/banner-link';
import { useHomeT } from '../i18n';
import styles from './hot-banners.module.css';

function HotBanner({ banner }: { banner: Banner }) {
  const src = useImageUrl(banner.url);
  return (
    <li className={styles.item}>
      <BannerLink banner={banner} className={styles.link}>
        <img src={src} alt={banner.title} width={1920} height={600} loading="lazy" decoding="async" className={styles.image} />
      </BannerLink>
    </li>
  );
}

/** The banners of group w_hotgames, beside the hot games (two placeholders while they load). */
export const HotBanners = memo(function HotBanners({ banners }: { banners: Banner[] | null }) {
  const { t } = useHomeT();
  if (banners?.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('hotBanners')} aria-busy={banners === null}>
      {banners === null
        ? [0, 1].map((n) => (
            <li key={n} className={styles.item} aria-hidden="true">
              <Skeleton aspectRatio="16 / 5" radius="lg" />
            </li>
          ))
        : banners.map((banner) => <HotBanner key={banner.id} banner={banner} />)}
    </ul>
  );
});
