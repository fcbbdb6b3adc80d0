import type { ReactNode } from 'react';
import { useAccountKitT } from '../i18n';
import styles from '../records.module.css';

/**
 * The box a wide table scrolls in (never the page). It is a named region ("<label>, table") that
 * takes the focus, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useAccountKitT();
  return (
    <div className={styles.tableWrap} role="region" aria-label={t('records.table', { name: label })} tabIndex={0}>
      {children}
    </div>
  );
}
