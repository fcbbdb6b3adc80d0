import { Route, Routes } from '@gp/kernel';
import { QueryView } from '@gp/account-centre-kit';
import { useMemberT } from '../../../lib/i18n';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from './promotion-card';
import { PromotionDetails } from './promotion-details';
import styles from './promotions.module.css';

/** /promotions: every promotion by category, each card with its status (a guest's, or the member's). */
export function PromotionList() {
  const { t, language } = useMemberT();
  const promotions = usePromotions(language);
  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title" className={styles.title}>
        {t('promo.title')}
      </h1>
      <QueryView query={promotions} isEmpty={(data) => data.list.length === 0} empty={t('promo.none')}>
        {(data) => {
          const codes = [...data.categories.map((category) => category.code), ...data.list.map((card) => card.category)];
          const order = [...new Set(codes)];
          return (
            <div className={styles.page}>
              {order.map((code) => {
                const cards = data.list.filter((card) => card.category === code);
                if (cards.length === 0) return null;
                const name = data.categories.find((category) => category.code === code)?.name ?? cards[0]?.categoryName ?? code;
                return (
                  <section key={code} className={styles.category} aria-labelledby={`promotions-${code}`}>
                    <h2 id={`promotions-${code}`}>{name}</h2>
                    <ul className={styles.grid}>
                      {cards.map((card) => (
                        <PromotionCard key={card.id} card={card} to={`/promotions/${card.id}`} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}

/** mf-member's /promotions: the list, and /promotions/<id> the details. */
export function PromotionsPage() {
  return (
    <Routes>
      <Route index element={<PromotionList />} />
      <Route path=":id" element={<PromotionDetails />} />
    </Routes>
  );
}
