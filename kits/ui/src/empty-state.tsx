import type { ReactNode } from 'react';
import { useCommonT } from '@gp/kernel';
import { cx } from './class-names';
import styles from './states.module.css';

export type EmptyStateProps = {
  /** Defaults to "No data". */
  title?: ReactNode;
  message?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, message, icon, action, className }: EmptyStateProps) {
  const { t } = useCommonT();
  return (
    <div className={cx(styles.state, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title ?? t('ui.noData')}</p>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}
