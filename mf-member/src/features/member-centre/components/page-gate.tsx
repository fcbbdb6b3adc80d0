import type { ReactNode } from 'react';
import { ErrorState, NotAvailableYet, Spinner } from '@gp/ui-kit';
import { Link, type MemberPageId, memberPagePath, useCommonT } from '@gp/kernel';
import { useMemberT } from '../../../lib/i18n';
import { usePageSwitch } from '../hooks/use-page-switches';
import { DEFAULT_MEMBER_PAGE } from '../member-pages';
import styles from './member-layout.module.css';

/**
 * A deep link to a page behind a switch: it waits until the switch is known, and a switched-off
 * page says so instead of showing (or calling) anything.
 */
export function PageGate({ id, children }: { id: MemberPageId; children: ReactNode }) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const { visibility, error, retry } = usePageSwitch(id);
  if (retry) return <ErrorState error={error} onRetry={retry} />;
  if (visibility === 'unknown') return <Spinner label={tc('ui.loading')} />;
  if (visibility === 'off') {
    return (
      <NotAvailableYet
        title={t('centre.offTitle')}
        message={t('centre.off')}
        action={
          <Link to={memberPagePath(DEFAULT_MEMBER_PAGE)} className={styles.stateLink}>
            {t('centre.backToAccount')}
          </Link>
        }
      />
    );
  }
  return children;
}

/** /member/<anything else>. */
export function UnknownMemberPage() {
  const { t } = useMemberT();
  return (
    <NotAvailableYet
      title={t('centre.notYetTitle')}
      message={t('centre.unknownPage')}
      action={
        <Link to={memberPagePath(DEFAULT_MEMBER_PAGE)} className={styles.stateLink}>
          {t('centre.backToAccount')}
        </Link>
      }
    />
  );
}
