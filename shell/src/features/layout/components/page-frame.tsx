import type { ReactNode } from 'react';
import { useShellT } from '../../../lib/i18n/translation';
import styles from './page-frame-layout.module.css';

export type PageFrameProps = {
  header: ReactNode;
  side: ReactNode;
  breadcrumb: ReactNode;
  footer: ReactNode;
  /** Fixed surfaces outside the flow: the right bar and the dialogs. */
  overlays?: ReactNode;
  children: ReactNode;
};

/** Side menu, header, breadcrumb, main view, footer (SPEC §2 layout). */
export function PageFrame({ header, side, breadcrumb, footer, overlays, children }: PageFrameProps) {
  const { t } = useShellT();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      {header}
      <div className={styles.body}>
        {side}
        <div className={styles.content}>
          {breadcrumb}
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          {footer}
        </div>
      </div>
      {overlays}
    </div>
  );
}
