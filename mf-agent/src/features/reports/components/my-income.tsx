import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, type RecordColumn } from '@gp/account-centre-kit';
import { useAgentT } from '../../../lib/i18n';
import { INCOME_KEYS, type IncomeFooter, type IncomeRow, myIncome } from '../api/reports';
import { ReportPage, useReportState } from './report-page';

/** agentRevenueReport (my income): commission, dividend and salaries per site day; totals. */
export function MyIncome() {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const state = useReportState<Record<string, never>>({});
  const query = myIncome.useReport(state.query);

  const columns: RecordColumn<IncomeRow, IncomeFooter>[] = [
    { key: 'date', header: t('overview.date'), cell: (row) => row.date, rowHeader: true },
    ...INCOME_KEYS.map(
      (key): RecordColumn<IncomeRow, IncomeFooter> => ({
        key,
        header: t(`reports.${key}`),
        numeric: true,
        cell: (row) => formatMoney(row[key], cur),
        total: (footer) => formatMoney(footer[key], cur),
      }),
    ),
  ];

  return (
    <ReportPage
      title={t('pages.agentRevenueReport')}
      range={state.query.range}
      onRange={state.setRange}
      query={query}
      columns={columns}
      rowKey={(row) => row.date}
      page={state.query.page}
      onPage={state.setPage}
    />
  );
}
