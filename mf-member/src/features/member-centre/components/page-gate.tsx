import { type ComponentType, type ReactNode, useEffect } from 'react';
import { ErrorState, NotAvailableYet, Spinner } from '@gp/ui-kit';
import { Link, type MemberPageId, memberPagePath, useCommonT } from '@gp/kernel';
import { useMemberT } from '../../../lib/i18n';
import { usePageSwitch } from '../hooks/use-page-switches';
import { DEFAULT_MEMBER_PAGE } from '../member-pages';
import styles from './member-layout.module.css';

/** Loads a page's chunk (the same one `lazy` renders from). */
export type PageLoad = () => Promise<{ default: ComponentType }>;

/**
 * A deep link to a page behind a switch: it waits until the switch is known, and a switched-off
 * page says so instead of showing (or calling) anything. The page's code (`preload`) downloads
 * while the switch is asked, not after its answer; it calls nothing until the page shows.
 */
export function PageGate({ id, preload, children }: { id: MemberPageId; preload?: PageLoad; children: ReactNode }) {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const { visibility, error, retry } = usePageSwitch(id);
  const switchedOff = visibility === 'off';
  useEffect(() => {
    // A failed download is the page's own to show (its `lazy` asks again when it renders).
    if (!switchedOff) preload?.().catch(() => undefined);
  }, [preload, switchedOff]);
  if (retry) return <ErrorState error={error} onRetry={retry} />;
  if (visibility === 'unknown') return <Spinner label={tc('ui.loading')} />;
  if (switchedOff) {
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
