import { useState } from 'react';
import { getRuntimeConfig } from 'shared';
import { QueryView } from '../../../components/query-view';
import { initialRange, RangePicker, type RangeValue } from '../../../components/range-picker';
import styles from '../../../components/records.module.css';
import { TableScroll } from '../../../components/table-scroll';
import { useMemberT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { PROFIT_WINDOW_DAYS, type ProfitRow, useProfit } from '../api/get-profit';

/** SPEC §9 game categories. */
const CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

const FIELDS = ['totalDeposit', 'totalWithdraw', 'expense', 'income', 'rebate', 'promotion', 'agentCommission', 'profitSharing', 'dailySalary', 'totalProfitLoss'] as const;

/** personalProfit: the profit and loss per category (all first) for a range. */
export function PersonalProfit() {
  const { t } = useMemberT();
  const [range, setRange] = useState<RangeValue>(() => initialRange('last7'));
  const query = useProfit(range.range);
  const cur = getRuntimeConfig().currencySymbol;
  const categoryName = (row: ProfitRow) =>
    row.gameCategory === 'ALL'
      ? t('records.all')
      : (CATEGORIES as readonly string[]).includes(row.gameCategory)
        ? t(`categories.${row.gameCategory as (typeof CATEGORIES)[number]}`)
        : row.gameCategory;
  return (
    <section className={styles.page} aria-labelledby="profit-title">
      <h1 id="profit-title" className={styles.title}>
        {t('profit.title')}
      </h1>
      <div className={styles.filters}>
        <RangePicker value={range} maxDays={PROFIT_WINDOW_DAYS} onChange={setRange} />
      </div>
      <QueryView query={query} isEmpty={(rows) => rows.length === 0} empty={t('records.none')}>
        {(rows) => (
          <TableScroll label={t('profit.title')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('profit.category')}</th>
                  {FIELDS.map((field) => (
                    <th key={field} scope="col" className={styles.num}>
                      {t(`profit.${field}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.gameCategory}>
                    <th scope="row">{categoryName(row)}</th>
                    {FIELDS.map((field) => (
                      <td key={field} className={`${styles.num} ${field === 'totalProfitLoss' ? (row[field] < 0 ? styles.negative : row[field] > 0 ? styles.positive : '') : ''}`}>
                        {formatMoney(row[field], cur, { sign: field === 'totalProfitLoss' })}
                      </td>
                    ))}
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
