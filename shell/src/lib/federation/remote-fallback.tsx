import { Button, Spinner } from '@gp/ui-kit';
import { useCommonT, type CommonKey } from '@gp/kernel';
import { useShellT } from '../i18n/translation';
import type { RemoteFailureKind } from './remote-errors';
import styles from './remote-fallback.module.css';

const MESSAGE_KEY: Record<Exclude<RemoteFailureKind, 'skew'>, CommonKey> = {
  timeout: 'error.timeout',
  failure: 'error.network',
  render: 'error.unknown',
};

/** The load-error fallback of one remote route: catalogue wording (SPEC §8) and a Retry that loads again. */
export function RemoteFallback({ kind, onRetry }: { kind: RemoteFailureKind; onRetry: () => void }) {
  const { t } = useCommonT();
  const { t: shellT } = useShellT();
  // A remote built for a newer site is not retried: only a new release (or a rollback) helps.
  if (kind === 'skew') {
    return (
      <section className={styles.fallback} role="alert" aria-live="assertive" data-remote-fallback={kind}>
        <p className={styles.message}>{shellT('remote.updateNeeded')}</p>
      </section>
    );
  }
  return (
    <section className={styles.fallback} role="alert" aria-live="assertive" data-remote-fallback={kind}>
      <p className={styles.message}>{t(MESSAGE_KEY[kind])}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </section>
  );
}

export function RemoteLoading() {
  return (
    <div className={styles.loading}>
      <Spinner />
    </div>
  );
}
