import { FEATURE_MODULES, Link, useFeature, useSession } from '@gp/kernel';
import { useAgentT } from '../../../lib/i18n';
import { type ContractKind, useWaitingContracts } from '../api/contracts';
import styles from './contracts.module.css';

/** The contract page of each kind (SPEC page names). */
export const KIND_PAGES = {
  DIVIDEND: 'agentDividendRecordCopy2',
  DAILY: 'agentDailyWages2',
  HOURLY: 'agentHourSalary',
  REALTIME: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;

function WaitingBanner() {
  const { t } = useAgentT();
  const { member } = useSession();
  // Offers to me, and contracts whose end the other side asked for.
  const waiting = useWaitingContracts().data ?? [];
  const first = waiting[0];
  if (!first || !member) return null;
  const page = KIND_PAGES[first.kind];
  return (
    <div className={styles.banner} role="status">
      <p>{t('contracts.pendingBanner', { count: waiting.length })}</p>
      <Link className={styles.bannerLink} to={`/agentHome/${page}`}>
        {t('contracts.open', { page: t(`pages.${page}`) })}
      </Link>
    </div>
  );
}

/**
 * On every agent-centre page (so at sign-in): the offers and end requests waiting for my answer,
 * with a link to the contract page of the first. Nothing when the list cannot be read: the
 * contract pages show that failure with a Retry.
 */
export function PendingOffersBanner() {
  const policy = useFeature(FEATURE_MODULES.AGENTPOLICY3);
  return policy ? <WaitingBanner /> : null;
}
