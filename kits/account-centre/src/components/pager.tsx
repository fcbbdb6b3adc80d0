import { Button } from '@gp/ui-kit';
import { useAccountKitT } from '../i18n';
import styles from '../records.module.css';

/** Previous / next with "Page x of y"; the previous page stays on screen while the next loads. */
export function Pager({ page, totalPages, onPage, busy }: { page: number; totalPages: number; onPage: (page: number) => void; busy?: boolean }) {
  const { t } = useAccountKitT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('records.pages')} className={styles.pager}>
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        {t('records.previous')}
      </Button>
      <span aria-live="polite">{t('records.page', { page, total: totalPages })}</span>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages || busy}>
        {t('records.next')}
      </Button>
    </nav>
  );
}
