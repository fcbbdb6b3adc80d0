import { useCommonT } from '@gp/kernel';
import { cx } from './class-names';
import styles from './stale-notice.module.css';

export type StaleNoticeProps = {
  /** Asks for the value again. */
  onRetry: () => void;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
  className?: string;
};

/**
 * A value on show (member info, the balance, a list) could not be refreshed: the element keeps
 * the last value, and this small note beside it says so, with a Retry. Polite, not an alert:
 * the page still works.
 */
export function StaleNotice({ onRetry, retrying = false, className }: StaleNoticeProps) {
  const { t } = useCommonT();
  return (
    <span role="status" className={cx(styles.stale, className)}>
      <span>{t('ui.couldNotRefresh')}</span>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {t('ui.retry')}
      </button>
    </span>
  );
}
