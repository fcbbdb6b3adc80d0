import { type RecordColumn, RecordTable } from '../../../components/record-table';
import styles from '../../../components/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type RebateRate, useRebateRates } from '../api/get-rebate-rates';

/** bonusDetails: the member's rebate rate per product type. */
export function BonusDetails() {
  const { t } = useMemberT();
  const rates = useRebateRates();
  const columns: Array<RecordColumn<RebateRate>> = [
    { key: 'product', header: t('bonus.product'), rowHeader: true, cell: (row) => row.productName || row.productType },
    { key: 'rate', header: t('bonus.rate'), numeric: true, cell: (row) => `${row.rate.toFixed(2)}%` },
  ];
  return (
    <section className={styles.page} aria-labelledby="bonus-title">
      <h1 id="bonus-title" className={styles.title}>
        {t('bonus.title')}
      </h1>
      <p className={styles.summary}>{t('bonus.info')}</p>
      <RecordTable label={t('bonus.title')} query={rates} rows={(list) => list} rowKey={(row) => row.productType} columns={columns} />
    </section>
  );
}
