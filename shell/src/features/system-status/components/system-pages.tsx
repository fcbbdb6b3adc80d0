import { Button, ErrorState, openSafeUrl, safeUrl } from '@gp/ui-kit';
import { translateError, useCommonT } from '@gp/kernel';
import { type SystemStatus } from '@gp/games-kit';
import { useSystemStatusT } from '../i18n';
import styles from './system-pages.module.css';

/** The customer-service button, only when the server's link is one the site opens (safeUrl). */
function CustomerServiceButton({ url }: { url: string }) {
  const { t } = useSystemStatusT();
  const safe = safeUrl(url);
  return safe === null ? null : (
    <Button variant="primary" onClick={() => openSafeUrl(safe)}>
      {t('support.customerService')}
    </Button>
  );
}

/** Status 1: 'game maintenance', the info text and a customer-service button (SPEC §2). */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t: tc } = useCommonT();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="maintenance-title">
        <h1 id="maintenance-title">{tc('error.gameMaintenance')}</h1>
        {status.maintenance.info ? <p className={styles.info}>{status.maintenance.info}</p> : null}
        <CustomerServiceButton url={status.customerService} />
      </section>
    </main>
  );
}

/** Status 2: 'blockip' title, the visitor's IP, the info text and a customer-service button. */
export function RegionBlockedPage({ status }: { status: SystemStatus }) {
  const { t: tc } = useCommonT();
  const { t } = useSystemStatusT();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="blocked-title">
        <h1 id="blocked-title">{tc('error.restricted')}</h1>
        <p className={styles.ip}>{t('support.ip', { ip: status.location.ip })}</p>
        {status.regionRestriction.info ? <p className={styles.info}>{status.regionRestriction.info}</p> : null}
        <CustomerServiceButton url={status.customerService} />
      </section>
    </main>
  );
}

/** A failed bootstrap call: a clear message and a retry, never a blank page. */
export function StartupFailedPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className={styles.page}>
      <ErrorState message={translateError(error)} onRetry={onRetry} />
    </main>
  );
}
