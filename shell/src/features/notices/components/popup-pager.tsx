import { useState } from 'react';
import { Button, SafeHtml } from '@gp/ui-kit';
import { useCommonT } from '@gp/kernel';
import type { Popup } from '../api/popups';
import { useNoticesT } from '../i18n';
import styles from './notices.module.css';

export type PopupPagerProps = { popups: readonly Popup[]; onDone: () => void };

/** Pop-ups one at a time; their HTML only through SafeHtml. Done after the last one. */
export function PopupPager({ popups, onDone }: PopupPagerProps) {
  const { t } = useNoticesT();
  const { t: tc } = useCommonT();
  const [index, setIndex] = useState(0);
  const popup = popups[index];
  if (!popup) return null;
  const last = index === popups.length - 1;
  return (
    <article aria-label={popup.title}>
      <h3 className={styles.popupTitle}>{popup.title}</h3>
      <SafeHtml html={popup.content} className={styles.popupBody} />
      <div className={styles.pager}>
        <span className={styles.muted}>{popups.length > 1 ? t('announcement.position', { index: index + 1, total: popups.length }) : null}</span>
        <Button variant="primary" onClick={() => (last ? onDone() : setIndex(index + 1))}>
          {last ? t('announcement.done') : tc('ui.next')}
        </Button>
      </div>
    </article>
  );
}
