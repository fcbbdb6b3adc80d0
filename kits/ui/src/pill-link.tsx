import type { ComponentProps } from 'react';
import { Link } from '@gp/kernel';
import { cx } from './class-names';
import styles from './pill-link.module.css';

export type PillLinkProps = ComponentProps<typeof Link> & {
  /** The choice shown now: filled, and aria-current="page". */
  current: boolean;
};

/** A pill-shaped link in a row of choices (a vendor, a prize mode). */
export function PillLink({ current, className, ...link }: PillLinkProps) {
  return <Link {...link} className={cx(styles.pill, className)} aria-current={current ? 'page' : undefined} />;
}
