import type { ReactNode } from 'react';
import styles from './page-title.module.css';

/** The page's h1 with optional tools beside it (search…). */
export function PageTitle({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </header>
  );
}
