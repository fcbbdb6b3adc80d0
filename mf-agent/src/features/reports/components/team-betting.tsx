import { useState } from 'react';
import { getRuntimeConfig, useSearchParams } from '@gp/kernel';
import { formatMoney, formatSiteTime, type RecordColumn } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { BET_STATUSES, GAME_CATEGORIES, type TeamBetFilters, type TeamBetFooter, type TeamBetRow, teamBets } from '../api/reports';
import { ReportFilters, ReportPage, SelectFilter, TextFilter, useReportState } from './report-page';

function plClass(value: number | null) {
  if (value === null || value === 0) return undefined;
  return value < 0 ? records.negative : records.positive;
}

/**
 * personalHistoryCopy (team betting): the downlines' bets with member, direct agent, order, valid
 * bet, win, P&L; totals. `?account=` (team management's "Game records") opens one member's bets.
 */
export function TeamBetting() {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const [params] = useSearchParams();
  const initialAccount = params.get('account')?.trim() ?? '';
  const state = useReportState<TeamBetFilters>({ account: initialAccount || undefined });
  const query = teamBets.useReport(state.query);
  const [draft, setDraft] = useState({ account: initialAccount, orderNo: '', gameCategory: '', status: '' });
  const money = (value: number | null, sign = false) => (value === null ? '–' : formatMoney(value, cur, { sign }));

  const columns: RecordColumn<TeamBetRow, TeamBetFooter>[] = [
    { key: 'account', header: t('reports.member'), cell: (row) => row.account, rowHeader: true, total: (f) => t('reports.totalCount', { count: f.count }) },
    { key: 'directAgent', header: t('reports.directAgent'), cell: (row) => row.directAgent },
    { key: 'orderNo', header: t('reports.orderNo'), cell: (row) => row.orderNo },
    { key: 'game', header: t('reports.game'), cell: (row) => row.gameName },
    { key: 'betTime', header: t('reports.betTime'), cell: (row) => formatSiteTime(row.betTime) },
    { key: 'betAmount', header: t('reports.betAmount'), numeric: true, cell: (row) => money(row.betAmount), total: (f) => money(f.betAmount) },
    { key: 'validBet', header: t('reports.validBet'), numeric: true, cell: (row) => money(row.validBet), total: (f) => money(f.validBet) },
    { key: 'winAmount', header: t('reports.win'), numeric: true, cell: (row) => money(row.winAmount), total: (f) => money(f.winAmount) },
    {
      key: 'profitLoss',
      header: t('reports.profitLoss'),
      numeric: true,
      cell: (row) => <span className={plClass(row.profitLoss)}>{money(row.profitLoss, true)}</span>,
      total: (f) => <span className={plClass(f.profitLoss)}>{money(f.profitLoss, true)}</span>,
    },
    { key: 'status', header: t('reports.status'), cell: (row) => t(`reports.${row.status}`) },
  ];

  return (
    <ReportPage
      title={t('pages.personalHistoryCopy')}
      filters={
        <ReportFilters
          onSubmit={() =>
            state.setFilters({
              account: draft.account.trim() || undefined,
              orderNo: draft.orderNo.trim() || undefined,
              gameCategory: draft.gameCategory || undefined,
              status: draft.status || undefined,
            })
          }
        >
          <TextFilter label={t('reports.member')} value={draft.account} onChange={(account) => setDraft((d) => ({ ...d, account }))} />
          <TextFilter label={t('reports.orderNo')} value={draft.orderNo} onChange={(orderNo) => setDraft((d) => ({ ...d, orderNo }))} />
          <SelectFilter
            label={t('reports.category')}
            value={draft.gameCategory}
            options={GAME_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            onChange={(gameCategory) => setDraft((d) => ({ ...d, gameCategory }))}
          />
          <SelectFilter
            label={t('reports.status')}
            value={draft.status}
            options={BET_STATUSES.map((value) => ({ value, label: t(`reports.${value}`) }))}
            onChange={(status) => setDraft((d) => ({ ...d, status }))}
          />
        </ReportFilters>
      }
      range={state.query.range}
      onRange={state.setRange}
      query={query}
      columns={columns}
      rowKey={(row) => row.orderNo}
      page={state.query.page}
      onPage={state.setPage}
    />
  );
}
