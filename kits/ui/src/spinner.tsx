import { useCommonT } from '@gp/kernel';
import { cx } from './class-names';
import styles from './spinner.module.css';

export type SpinnerProps = {
  /** Accessible name; defaults to "Loading…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Centres the spinner in its own block (for a loading page or section). */
  centered?: boolean;
  className?: string;
};

export function Spinner({ label, size = 'md', centered = false, className }: SpinnerProps) {
  const { t } = useCommonT();
  const spinner = (
    <span
      role="status"
      aria-label={label ?? t('ui.loading')}
      className={cx(styles.spinner, size !== 'md' && styles[size], !centered && className)}
    />
  );
  return centered ? <div className={cx(styles.center, className)}>{spinner}</div> : spinner;
}
