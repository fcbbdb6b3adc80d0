import { cx } from './class-names';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  /** CSS aspect-ratio, e.g. '1 / 1' (default) or 'var(--aspect-banner)'; reserves the space. */
  aspectRatio?: string;
  width?: string | number;
  /** A fixed height instead of an aspect ratio (text lines). */
  height?: string | number;
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  className?: string;
};

/** Decorative placeholder of a fixed shape; the loading state is announced elsewhere. */
export function Skeleton({ aspectRatio = '1 / 1', width, height, radius = 'md', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, radius !== 'md' && styles[radius], className)}
      style={{ width, height, aspectRatio: height === undefined ? aspectRatio : undefined }}
    />
  );
}
