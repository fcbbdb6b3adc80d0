import { Button } from '@gp/ui-kit';
import { FormAlert } from '@gp/forms-kit';
import { getRuntimeConfig, Link, translateError } from '@gp/kernel';
import { formatMoney } from '@gp/account-centre-kit';
import { useMemberT } from '../../../lib/i18n';
import type { PromotionCard as Card } from '../api/promotion-schema';
import { usePromotionAction } from '../hooks/use-promotion-action';
import { PromotionDates } from './promotion-dates';
import styles from './promotions.module.css';
import { StatusBadge } from './status-badge';

/** Join or Claim right on the card (an application needs the details' form). */
function CardAction({ card }: { card: Card }) {
  const { t } = useMemberT();
  const { action, act, notice, busy, error } = usePromotionAction(card);
  return (
    <>
      {notice ? (
        <p role="status" className={styles.hint}>
          {notice}
        </p>
      ) : null}
      {error ? <FormAlert>{translateError(error)}</FormAlert> : null}
      {action === 'join' || action === 'claim' ? (
        <div className={styles.actions}>
          <Button type="button" size="sm" onClick={() => act()} disabled={busy} aria-label={`${t(`promo.action.${action}`)}: ${card.title}`}>
            {t(`promo.action.${action}`)}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** One promotion in a list: banner, title (the link to its details), status, bonus, dates, Join or Claim. */
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
        <CardAction card={card} />
      </div>
    </li>
  );
}
