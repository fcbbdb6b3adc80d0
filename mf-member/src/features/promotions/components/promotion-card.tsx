import { getRuntimeConfig, Link } from 'shared';
import { useMemberT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import type { PromotionCard as Card } from '../api/promotion-schema';
import { PromotionDates } from './promotion-dates';
import styles from './promotions.module.css';
import { StatusBadge } from './status-badge';

/** One promotion in a list: banner, title (the link to its details), status, bonus and dates. */
export function PromotionCard({ card, to }: { card: Card; to: string }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <li className={styles.card}>
      {card.bannerUrl ? <img className={styles.banner} src={card.bannerUrl} alt="" loading="lazy" /> : <span className={styles.banner} />}
      <div className={styles.body}>
        <h3>
          <Link to={to} className={styles.cardLink}>
            {card.title}
          </Link>
        </h3>
        <div className={styles.meta}>
          <StatusBadge status={card.status} />
          {card.bonus ? <span>{t('promo.bonus', { amount: formatMoney(card.bonus, cur) })}</span> : null}
        </div>
        {card.summary ? <p>{card.summary}</p> : null}
        <PromotionDates card={card} />
      </div>
    </li>
  );
}
