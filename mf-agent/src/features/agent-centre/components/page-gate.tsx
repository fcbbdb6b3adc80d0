import type { ReactNode } from 'react';
import { Link, useCommonT } from '@gp/kernel';
import { NotAvailableYet, Spinner } from '@gp/ui-kit';
import { useAgentT } from '../../../lib/i18n';
import type { AgentPageId } from '../agent-pages';
import { usePageVisibility } from '../hooks/use-page-visibility';
import styles from './agent-layout.module.css';

function BackToOverview() {
  const { t } = useAgentT();
  return (
    <Link to="/agentHome/agentTeamOverview" className={styles.stateLink}>
      {t('centre.backToOverview')}
    </Link>
  );
}

/**
 * A deep link to a page behind a switch waits until the switch is known; a switched-off page
 * says so instead of showing (or calling) anything.
 */
export function PageGate({ id, children }: { id: AgentPageId; children: ReactNode }) {
  const { t } = useAgentT();
  const { t: tc } = useCommonT();
  const visibility = usePageVisibility()[id];
  if (visibility === 'unknown') return <Spinner label={tc('ui.loading')} />;
  if (visibility === 'off') return <NotAvailableYet title={t('centre.offTitle')} message={t('centre.off')} action={<BackToOverview />} />;
  return children;
}

/** /agentHome/<anything else>. */
export function UnknownAgentPage() {
  const { t } = useAgentT();
  return <NotAvailableYet title={t('centre.unknownTitle')} message={t('centre.unknownPage')} action={<BackToOverview />} />;
}
