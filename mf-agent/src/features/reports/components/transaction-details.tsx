import { useState } from 'react';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, formatSiteTime, type RecordColumn } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { type TeamTransaction, TRANSACTION_GROUPS, type TransactionFilters, type TransactionFooter, teamTransactions } from '../api/reports';
import { ReportFilters, ReportPage, SelectFilter, TextFilter, useReportState } from './report-page';

/** agentDownlineTransactionDetailsCopy (transaction details): the downlines' transactions by type; totals in, out and net. */
export function TransactionDetails() {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const state = useReportState<TransactionFilters>({});
  const query = teamTransactions.useReport(state.query);
  const [draft, setDraft] = useState({ account: '', type: '' });

  const columns: RecordColumn<TeamTransaction, TransactionFooter>[] = [
    { key: 'account', header: t('team.account'), cell: (row) => row.account, rowHeader: true, total: (f) => t('reports.totalCount', { count: f.count }) },
    { key: 'time', header: t('reports.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'type', header: t('reports.type'), cell: (row) => row.typeName || String(row.typeId) },
    { key: 'orderNo', header: t('reports.orderNo'), cell: (row) => row.orderNo },
    {
      key: 'amount',
      header: t('reports.amount'),
      numeric: true,
      cell: (row) => <span className={row.amount < 0 ? records.negative : records.positive}>{formatMoney(row.amount, cur, { sign: true })}</span>,
      total: (f) => t('reports.inOut', { income: formatMoney(f.income, cur), expense: formatMoney(f.expense, cur), net: formatMoney(f.net, cur, { sign: true }) }),
    },
    { key: 'balanceAfter', header: t('reports.balanceAfter'), numeric: true, cell: (row) => formatMoney(row.balanceAfter, cur) },
    { key: 'remark', header: t('team.remark'), cell: (row) => row.remark },
  ];

  return (
    <ReportPage
      title={t('pages.agentDownlineTransactionDetailsCopy')}
      filters={
        <ReportFilters onSubmit={() => state.setFilters({ account: draft.account.trim() || undefined, type: draft.type || undefined })}>
          <TextFilter label={t('team.account')} value={draft.account} onChange={(account) => setDraft((d) => ({ ...d, account }))} />
          <SelectFilter
            label={t('reports.type')}
            value={draft.type}
            options={TRANSACTION_GROUPS.map((value) => ({ value, label: t(`transactionTypes.${value}`) }))}
            onChange={(type) => setDraft((d) => ({ ...d, type }))}
          />
        </ReportFilters>
      }
      range={state.query.range}
      onRange={state.setRange}
      query={query}
      columns={columns}
      rowKey={(row) => String(row.id)}
      page={state.query.page}
      onPage={state.setPage}
    />
  );
}
