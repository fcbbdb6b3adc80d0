import { QueryView } from '../../../components/query-view';
import styles from '../../../components/records.module.css';
import { TableScroll } from '../../../components/table-scroll';
import { useMemberT } from '../../../lib/i18n';
import { useRebateRates } from '../api/get-rebate-rates';

/** bonusDetails: the member's rebate rate per product type. */
export function BonusDetails() {
  const { t } = useMemberT();
  const rates = useRebateRates();
  return (
    <section className={styles.page} aria-labelledby="bonus-title">
      <h1 id="bonus-title" className={styles.title}>
        {t('bonus.title')}
      </h1>
      <p className={styles.summary}>{t('bonus.info')}</p>
      <QueryView query={rates} isEmpty={(list) => list.length === 0} empty={t('records.none')}>
        {(list) => (
          <TableScroll label={t('bonus.title')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('bonus.product')}</th>
                  <th scope="col" className={styles.num}>
                    {t('bonus.rate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((row) => (
                  <tr key={row.productType}>
                    <th scope="row">{row.productName || row.productType}</th>
                    <td className={styles.num}>{`${row.rate.toFixed(2)}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </QueryView>
    </section>
  );
}
