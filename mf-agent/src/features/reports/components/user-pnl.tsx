import { useState } from 'react';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, type RecordColumn } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import type { TeamFigures } from '../../../lib/team-figures';
import { USER_TYPES, type UserPnlFilters, type UserPnlRow, userPnl } from '../api/reports';
import { ReportFilters, ReportPage, SelectFilter, TextFilter, useReportState } from './report-page';

const FIGURES = ['deposit', 'withdrawal', 'betAmount', 'winning', 'rebate', 'promotion', 'profitLoss'] as const;

/** palStatementsAgentCopy (user profit and loss): per downline deposit, withdraw, bet, win, rebate, promotion, P&L; the team's totals. */
export function UserPnl() {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const state = useReportState<UserPnlFilters>({});
  const query = userPnl.useReport(state.query);
  const [draft, setDraft] = useState({ account: '', userType: '' });

  const columns: RecordColumn<UserPnlRow, TeamFigures>[] = [
    { key: 'account', header: t('team.account'), cell: (row) => row.account, rowHeader: true },
    { key: 'userType', header: t('team.userType'), cell: (row) => t(`team.${row.userType}`) },
    { key: 'directUpline', header: t('team.directUpline'), cell: (row) => row.directUpline },
    ...FIGURES.map(
      (key): RecordColumn<UserPnlRow, TeamFigures> => ({
        key,
        header: t(`overview.${key}`),
        numeric: true,
        cell: (row) => <span className={key === 'profitLoss' && row[key] < 0 ? records.negative : undefined}>{formatMoney(row[key], cur, { sign: key === 'profitLoss' })}</span>,
        total: (footer) => formatMoney(footer[key], cur, { sign: key === 'profitLoss' }),
      }),
    ),
  ];

  return (
    <ReportPage
      title={t('pages.palStatementsAgentCopy')}
      filters={
        <ReportFilters onSubmit={() => state.setFilters({ account: draft.account.trim() || undefined, userType: draft.userType || undefined })}>
          <TextFilter label={t('team.account')} value={draft.account} onChange={(account) => setDraft((d) => ({ ...d, account }))} />
          <SelectFilter
            label={t('team.userType')}
            value={draft.userType}
            options={USER_TYPES.map((value) => ({ value, label: t(`team.${value}`) }))}
            onChange={(userType) => setDraft((d) => ({ ...d, userType }))}
          />
        </ReportFilters>
      }
      range={state.query.range}
      onRange={state.setRange}
      query={query}
      columns={columns}
      rowKey={(row) => row.account}
      page={state.query.page}
      onPage={state.setPage}
    />
  );
}
