import type { ReactNode } from 'react';
import { translateError, useCommonT } from '@gp/kernel';
import { Button } from './button';
import { cx } from './class-names';
import styles from './states.module.css';

export type ErrorStateProps = {
  title?: ReactNode;
  /** What went wrong; when absent, derived from `error`. */
  message?: ReactNode;
  /** Any thrown error (ApiError gives the catalogue message). */
  error?: unknown;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

export function ErrorState({ title, message, error, onRetry, retryLabel, className }: ErrorStateProps) {
  const { t } = useCommonT();
  return (
    <div role="alert" className={cx(styles.state, className)}>
      <p className={cx(styles.title, styles.errorTitle)}>{title ?? t('ui.somethingWentWrong')}</p>
      <p className={styles.message}>{message ?? translateError(error)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('ui.retry')}
        </Button>
      )}
    </div>
  );
}
