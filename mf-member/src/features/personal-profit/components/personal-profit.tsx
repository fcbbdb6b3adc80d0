import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, RangeFilter, type RecordColumn, RecordTable, signClass, useRangeFilter } from '@gp/account-centre-kit';
import styles from '@gp/account-centre-kit/records-base.module.css';
import { useMemberT } from '../../../lib/i18n';
import { RECORD_RANGES } from '../../../lib/record-ranges';
import { PROFIT_WINDOW_DAYS, type ProfitRow, useProfit } from '../api/get-profit';

/** SPEC §9 game categories. */
const CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

const FIELDS = ['totalDeposit', 'totalWithdraw', 'expense', 'income', 'rebate', 'promotion', 'agentCommission', 'profitSharing', 'dailySalary', 'totalProfitLoss'] as const;

/** personalProfit: the profit and loss per category (all first) for a range. */
export function PersonalProfit() {
  const { t } = useMemberT();
  const filter = useRangeFilter('last7');
  const query = useProfit(filter.range);
  const cur = getRuntimeConfig().currencySymbol;
  const categoryName = (row: ProfitRow) =>
    row.gameCategory === 'ALL'
      ? t('records.all')
      : (CATEGORIES as readonly string[]).includes(row.gameCategory)
        ? t(`categories.${row.gameCategory as (typeof CATEGORIES)[number]}`)
        : row.gameCategory;
  const columns: Array<RecordColumn<ProfitRow>> = [
    { key: 'category', header: t('profit.category'), rowHeader: true, cell: categoryName },
    ...FIELDS.map(
      (field): RecordColumn<ProfitRow> => ({
        key: field,
        header: t(`profit.${field}`),
        numeric: true,
        cell: (row) => formatMoney(row[field], cur, { sign: field === 'totalProfitLoss' }),
        cellClass: field === 'totalProfitLoss' ? (row) => signClass(row[field]) : undefined,
      }),
    ),
  ];
  return (
    <section className={styles.page} aria-labelledby="profit-title">
      <h1 id="profit-title" className={styles.title}>
        {t('profit.title')}
      </h1>
      <div className={styles.filters}>
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={RECORD_RANGES} maxDays={PROFIT_WINDOW_DAYS} />
      </div>
      <RecordTable label={t('profit.title')} query={query} rows={(rows) => rows} rowKey={(row) => row.gameCategory} columns={columns} />
    </section>
  );
}
