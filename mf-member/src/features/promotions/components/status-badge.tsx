import { useMemberT } from '../../../lib/i18n';
import { isKnownStatus, type PromotionStatus } from '../api/promotion-schema';
import styles from './promotions.module.css';

const TONE: Record<PromotionStatus, string | undefined> = {
  JOIN: styles.open,
  CLAIM: styles.open,
  APPLYING: styles.waiting,
  PROCESS: styles.waiting,
  SIGNED: styles.waiting,
  ISSUED: styles.good,
  CLAIMED: styles.good,
  REJECTED: styles.bad,
  CLOSE: styles.ended,
  COMING_SOON: styles.ended,
};

/** A promotion's status in words (SPEC §4); an unknown status is shown as the server sent it. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useMemberT();
  const known = isKnownStatus(status);
  return <span className={[styles.badge, known ? TONE[status] : styles.ended].join(' ')}>{known ? t(`promo.status.${status}`) : status}</span>;
}
