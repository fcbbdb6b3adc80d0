import { lazy, Suspense, useState } from 'react';
import { useDialogActions } from '../../../lib/dialogs';
import { useShellT } from '../../../lib/i18n/translation';
import { Icon } from '../../../lib/ui/icon';
import styles from './right-bar.module.css';

// qrcode.react comes with the flyout, when a pointer or the keyboard reaches the app button.
const AppQrFlyout = lazy(() => import('./app-qr-flyout').then((m) => ({ default: m.AppQrFlyout })));

/** Desktop quick links (SPEC §2 Other): app QR codes, customer service, feedback, help, back to top. */
export function RightBar() {
  const { t } = useShellT();
  const { open } = useDialogActions();
  const [showQr, setShowQr] = useState(false);
  return (
    <aside className={styles.bar} aria-label={t('rightBar.label')}>
      <ul className={styles.list}>
        <li className={styles.app} onMouseEnter={() => setShowQr(true)} onMouseLeave={() => setShowQr(false)} onFocus={() => setShowQr(true)} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setShowQr(false)}>
          <button type="button" className={styles.button} onClick={() => open({ name: 'appDownload' })} aria-describedby={showQr ? 'app-qr-flyout' : undefined}>
            <Icon name="phone" />
            <span className={styles.tip}>{t('rightBar.app')}</span>
          </button>
          {showQr ? (
            <Suspense fallback={null}>
              <AppQrFlyout id="app-qr-flyout" onGuide={() => open({ name: 'appDownload' })} />
            </Suspense>
          ) : null}
        </li>
        <li>
          <button type="button" className={styles.button} onClick={() => open({ name: 'customerService' })}>
            <Icon name="headset" />
            <span className={styles.tip}>{t('rightBar.customerService')}</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.button} onClick={() => open({ name: 'feedback' })}>
            <Icon name="feedback" />
            <span className={styles.tip}>{t('rightBar.feedback')}</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.button} onClick={() => open({ name: 'help' })}>
            <Icon name="help" />
            <span className={styles.tip}>{t('rightBar.help')}</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.button} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <Icon name="arrowUp" />
            <span className={styles.tip}>{t('rightBar.top')}</span>
          </button>
        </li>
      </ul>
    </aside>
  );
}
