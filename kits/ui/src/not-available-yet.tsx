import { type ReactNode, useId } from 'react';
import { useCommonT } from '@gp/kernel';
import { cx } from './class-names';
import styles from './states.module.css';

export type NotAvailableYetProps = {
  title?: ReactNode;
  message?: ReactNode;
  /** e.g. a link back home (the router belongs to the app). */
  action?: ReactNode;
  className?: string;
};

/** Placeholder page for a route whose screen is not built yet. */
export function NotAvailableYet({ title, message, action, className }: NotAvailableYetProps) {
  const { t } = useCommonT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.state, styles.page, className)}>
      <h1 id={headingId} className={styles.pageTitle}>
        {title ?? t('ui.notAvailableYet')}
      </h1>
      <p className={styles.message}>{message ?? t('ui.notAvailableYetInfo')}</p>
      {action}
    </section>
  );
}
