import type { ReactNode } from 'react';
import styles from './page-frame-layout.module.css';

/** Side menu, header, breadcrumb, main view, footer (SPEC §2 layout). */
export function PageFrame({ header, side, breadcrumb, footer, children }: { header: ReactNode; side: ReactNode; breadcrumb: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      {header}
      <div className={styles.body}>
        {side}
        <div className={styles.content}>
          {breadcrumb}
          <main className={styles.main}>{children}</main>
          {footer}
        </div>
      </div>
    </div>
  );
}
