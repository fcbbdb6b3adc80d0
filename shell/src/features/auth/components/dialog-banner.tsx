import { useImageUrl } from '@gp/kernel';
import type { Banner, BannerGroup } from '../../../lib/content/announcements';
import { BannerLink } from '../../../lib/content/banner-link';
import { bannersOf, useHomeContent } from '../../../lib/content/home-content';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

function BannerImage({ banner }: { banner: Banner }) {
  const src = useImageUrl(banner.url);
  return <img src={src} alt={banner.title} width={1920} height={600} decoding="async" className={styles.bannerImage} />;
}

/**
 * The banner of a sign-in dialog (SPEC §2 groups w_login, w_register, w_forget), from the home
 * notice call every banner group comes with; the first banner of the group, nothing without one.
 */
export function DialogBanner({ group }: { group: Extract<BannerGroup, 'w_login' | 'w_register' | 'w_forget'> }) {
  const { t } = useSessionT();
  const content = useHomeContent();
  if (content.status !== 'ready') return null;
  const [banner] = bannersOf(content.content, group);
  if (!banner) return null;
  return (
    <aside className={styles.banner} aria-label={t('banner')}>
      <BannerLink banner={banner} className={styles.bannerLink}>
        <BannerImage banner={banner} />
      </BannerLink>
    </aside>
  );
}
