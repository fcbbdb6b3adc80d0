import { Button } from '@gp/ui-kit';
import { translateError, useCommonT } from '@gp/kernel';
import { useMemberInfoRefresh } from '../../../lib/session/refresh-status';
import { useSystemStatusT } from '../i18n';
import styles from './member-info-alert.module.css';

/**
 * The member info could not be loaded at start-up (a 500, a time-out, a malformed answer): the
 * session is kept, and this says so with the catalogue's message and a retry (the header's name
 * says it too, lib/session). A 401 on the retry ends the session; success hides the alert.
 */
export function MemberInfoAlert() {
  const { t } = useSystemStatusT();
  const { t: tc } = useCommonT();
  const refresh = useMemberInfoRefresh();
  if (refresh === null) return null;

  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.text}>
        {t('memberInfo.failed')} {translateError(refresh.error)}
      </p>
      <Button variant="secondary" size="sm" loading={refresh.retrying} onClick={() => void refresh.retry()}>
        {tc('ui.retry')}
      </Button>
    </div>
  );
}
