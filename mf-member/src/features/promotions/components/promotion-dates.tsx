import { DateTime } from 'luxon';
import { getRuntimeConfig } from '@gp/kernel';
import { useMemberT } from '../../../lib/i18n';
import type { PromotionCard } from '../api/promotion-schema';
import styles from './promotions.module.css';

const day = (iso: string): string => {
  const time = DateTime.fromISO(iso, { setZone: true });
  return time.isValid ? time.setZone(getRuntimeConfig().siteTimeZone).toFormat('yyyy-MM-dd') : iso;
};

/** "1 Nov – 30 Nov" in site days; no end date reads "ongoing". */
export function PromotionDates({ card }: { card: Pick<PromotionCard, 'startTime' | 'endTime'> }) {
  const { t } = useMemberT();
  if (!card.startTime) return null;
  return (
    <p className={styles.meta}>
      {card.endTime ? t('promo.dates', { start: day(card.startTime), end: day(card.endTime) }) : t('promo.from', { start: day(card.startTime) })}
    </p>
  );
}
