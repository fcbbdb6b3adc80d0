import { type CSSProperties, memo } from 'react';
import { Skeleton } from '@gp/ui-kit';
import type { Notice } from '../../../lib/content/announcements';
import { useDialogActions } from '../../../lib/dialogs';
import { Icon } from '../../../lib/ui/icon';
import { useHomeT } from '../i18n';
import styles from './notice-marquee.module.css';

/** Seconds per character: a steady reading speed whatever the number of notices. */
const SECONDS_PER_CHAR = 0.16;

export function marqueeDuration(notices: readonly Notice[]): number {
  const chars = notices.reduce((sum, notice) => sum + notice.title.length + 6, 0);
  return Math.max(12, Math.round(chars * SECONDS_PER_CHAR));
}

/** The home notice marquee (MCSFE_getListAnnouncements, execution B); it opens the notice list. */
export const NoticeMarquee = memo(function NoticeMarquee({ notices }: { notices: Notice[] | null }) {
  const { t } = useHomeT();
  const { open } = useDialogActions();
  const openList = () => open({ name: 'notices' });

  return (
    <section className={styles.bar} aria-label={t('notices')}>
      <Icon name="megaphone" className={styles.icon} />
      {notices === null ? (
        <Skeleton height="1rem" radius="pill" className={styles.skeleton} />
      ) : (
        <button type="button" className={styles.viewport} onClick={openList}>
          <span className={styles.track} style={{ '--marquee-duration': `${marqueeDuration(notices)}s` } as CSSProperties}>
            <span className={styles.items}>
              {notices.map((notice) => (
                <span key={notice.id} className={styles.item}>
                  {notice.title}
                </span>
              ))}
            </span>
            <span className={styles.items} aria-hidden="true">
              {notices.map((notice) => (
                <span key={notice.id} className={styles.item}>
                  {notice.title}
                </span>
              ))}
            </span>
          </span>
        </button>
      )}
      <button type="button" className={styles.more} onClick={openList}>
        {t('allNotices')}
        <Icon name="chevronRight" />
      </button>
    </section>
  );
});
