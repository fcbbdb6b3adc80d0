import { useImageUrl } from '@gp/kernel';
import type { Banner } from '../../../lib/content/announcements';
import styles from './side-menu.module.css';

export function SideBannerImage({ banner }: { banner: Banner }) {
  const src = useImageUrl(banner.url);
  return <img src={src} alt={banner.title} width={1920} height={600} loading="lazy" decoding="async" className={styles.bannerImage} />;
}
