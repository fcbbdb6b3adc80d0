import { useState } from 'react';
import { Button, fetchMemberInfo, translateError, useCommonT } from 'shared';
import { applyMemberInfo } from '../hooks/use-session-bootstrap';
import { useSystemStatusT } from '../i18n';
import styles from './member-info-alert.module.css';

/**
 * The member info could not be loaded at start-up (a 500, a time-out, a malformed answer): the
 * session is kept, and this says so with the catalogue's message and a retry. A 401 on the retry
 * ends the session; success hides the alert.
 */
export function MemberInfoAlert({ error }: { error: unknown }) {
  const { t } = useSystemStatusT();
  const { t: tc } = useCommonT();
  const [failure, setFailure] = useState<unknown>(error);
  const [busy, setBusy] = useState(false);
  if (failure === null) return null;

  const retry = () => {
    setBusy(true);
    void applyMemberInfo(fetchMemberInfo()).then((next) => {
      setBusy(false);
      setFailure(next);
    });
  };

  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.text}>
        {t('memberInfo.failed')} {translateError(failure)}
      </p>
      <Button variant="secondary" size="sm" loading={busy} onClick={retry}>
        {tc('ui.retry')}
      </Button>
    </div>
  );
}
