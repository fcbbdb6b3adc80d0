import { useId, useState } from 'react';
import { getRuntimeConfig } from '@gp/kernel';
import { Button, NO_VALUE } from '@gp/ui-kit';
import { formatMoney, formatSiteTime, PagedRecordTable, QueryView, RangeFilter, type RecordColumn, signClass, useRangeFilter } from '@gp/account-centre-kit';
import styles from '@gp/account-centre-kit/records-base.module.css';
import { Tabs } from '../../../components/tabs';
import { WithdrawTimeline } from '../../../components/withdraw-timeline/withdraw-timeline';
import { useMemberT } from '../../../lib/i18n';
import { useWithdrawProgress } from '../../../lib/withdraw-progress/get-withdraw-progress';
import { RECORD_RANGES } from '../../../lib/record-ranges';
import {
  DEPOSIT_STATES,
  type DepositOrder,
  ORDER_LOG_WINDOW_DAYS,
  useDepositLog,
  useWithdrawLog,
  WITHDRAW_STATUSES,
  type WithdrawOrder,
} from '../api/get-order-logs';
import { type Transaction, TRANSACTION_TYPES, TRANSACTIONS_WINDOW_DAYS, type TransactionType, useTransactions } from '../api/get-transactions';

type Tab = 'transactions' | 'deposits' | 'withdrawals';

function TransactionsPanel() {
  const { t } = useMemberT();
  const filter = useRangeFilter('today');
  const [type, setType] = useState<TransactionType>('ALL');
  const query = useTransactions({ ...filter.range, type, page: filter.page });
  const cur = getRuntimeConfig().currencySymbol;
  const typeName = (row: Transaction) =>
    row.typeName || t(`account.types.${(TRANSACTION_TYPES as readonly string[]).includes(row.category) ? (row.category as TransactionType) : 'OTHER'}`);
  const columns: Array<RecordColumn<Transaction>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'type', header: t('account.type'), cell: typeName },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => formatMoney(row.amount, cur, { sign: true }), cellClass: (row) => signClass(row.amount) },
    { key: 'balance', header: t('account.balanceAfter'), numeric: true, cell: (row) => formatMoney(row.balanceAfter, cur) },
    { key: 'order', header: t('records.orderNo'), cell: (row) => row.orderNo },
    { key: 'remark', header: t('account.remark'), cell: (row) => row.remark },
  ];
  return (
    <>
      <div className={styles.filters}>
        <label className={styles.selectField}>
          <span>{t('account.type')}</span>
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as TransactionType);
              filter.resetPage();
            }}
          >
            {TRANSACTION_TYPES.map((key) => (
              <option key={key} value={key}>
                {t(`account.types.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={RECORD_RANGES} maxDays={TRANSACTIONS_WINDOW_DAYS} />
      </div>
      <PagedRecordTable
        label={t('account.transactions')}
        query={query}
        rowKey={(row) => String(row.id)}
        columns={columns}
        footer={(data) =>
          data.footer ? (
            <>
              <th scope="row">{t('records.total')}</th>
              <td colSpan={columns.length - 1}>
                {t('account.income')} {formatMoney(data.footer.income, cur)} · {t('account.expense')} {formatMoney(data.footer.expense, cur)} ·{' '}
                {t('account.net')} {formatMoney(data.footer.net, cur, { sign: true })}
              </td>
            </>
          ) : null
        }
        filter={filter}
      />
    </>
  );
}

function StateFilter({ label, options, value, onChange }: { label: string; options: ReadonlyArray<{ value: number; label: string }>; value: number | null; onChange: (next: number | null) => void }) {
  const { t } = useMemberT();
  return (
    <label className={styles.selectField}>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        <option value="">{t('records.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function DepositsPanel() {
  const { t } = useMemberT();
  const filter = useRangeFilter('last7');
  const [state, setState] = useState<number | null>(null);
  const query = useDepositLog({ ...filter.range, states: state === null ? [] : [state], page: filter.page });
  const cur = getRuntimeConfig().currencySymbol;
  const stateName = (value: number) => ((DEPOSIT_STATES as readonly number[]).includes(value) ? t(`account.depositStates.s${value as (typeof DEPOSIT_STATES)[number]}`) : String(value));
  const columns: Array<RecordColumn<DepositOrder>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'order', header: t('records.orderNo'), cell: (row) => row.orderNo },
    { key: 'method', header: t('account.method'), cell: (row) => row.vendorName },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => formatMoney(row.amount, cur) },
    { key: 'state', header: t('records.status'), cell: (row) => stateName(row.state) },
    { key: 'slip', header: t('account.slip'), cell: (row) => (row.hasSlip ? t('account.slipSent') : NO_VALUE) },
  ];
  return (
    <>
      <div className={styles.filters}>
        <StateFilter
          label={t('records.status')}
          options={DEPOSIT_STATES.map((value) => ({ value, label: stateName(value) }))}
          value={state}
          onChange={(next) => {
            setState(next);
            filter.resetPage();
          }}
        />
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={RECORD_RANGES} maxDays={ORDER_LOG_WINDOW_DAYS} />
      </div>
      <PagedRecordTable
        label={t('account.deposits')}
        query={query}
        rowKey={(row) => row.orderNo}
        columns={columns}
        footer={(data) =>
          data.footer ? (
            <>
              <th scope="row">{t('records.total')}</th>
              <td colSpan={columns.length - 1}>
                {t('account.approvedAmount')} {formatMoney(data.footer.approvedAmount, cur)}
              </td>
            </>
          ) : null
        }
        filter={filter}
      />
    </>
  );
}

/** The timeline of the withdrawal chosen in the list (issue 24). */
function TrackedWithdrawal({ orderNo, id }: { orderNo: string; id: string }) {
  const progress = useWithdrawProgress(orderNo);
  return (
    <div id={id}>
      <QueryView query={progress} empty={null}>
        {(data) => (data ? <WithdrawTimeline progress={data} onRefresh={() => void progress.refetch()} refreshing={progress.isFetching} /> : null)}
      </QueryView>
    </div>
  );
}

function WithdrawalsPanel() {
  const { t } = useMemberT();
  const filter = useRangeFilter('last7');
  const [status, setStatus] = useState<number | null>(null);
  const [tracked, setTracked] = useState<string | null>(null);
  const trackedId = useId();
  const query = useWithdrawLog({ ...filter.range, states: status === null ? [] : [status], page: filter.page });
  const cur = getRuntimeConfig().currencySymbol;
  const statusName = (value: number) =>
    (WITHDRAW_STATUSES as readonly number[]).includes(value) ? t(`account.withdrawStatuses.s${value as (typeof WITHDRAW_STATUSES)[number]}`) : String(value);
  const columns: Array<RecordColumn<WithdrawOrder>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.createTime) },
    { key: 'order', header: t('records.orderNo'), cell: (row) => row.orderNo },
    { key: 'bank', header: t('account.bank'), cell: (row) => `${row.bankName} ${row.accountNo}` },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => formatMoney(row.amount, cur) },
    { key: 'charge', header: t('account.charge'), numeric: true, cell: (row) => formatMoney(row.charge, cur) },
    { key: 'status', header: t('records.status'), cell: (row) => statusName(row.status) },
    {
      key: 'progress',
      header: t('withdrawProgress.track'),
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={tracked === row.orderNo}
          aria-controls={tracked === row.orderNo ? trackedId : undefined}
          aria-label={t('withdrawProgress.trackOrder', { orderNo: row.orderNo })}
          onClick={() => setTracked((current) => (current === row.orderNo ? null : row.orderNo))}
        >
          {t('withdrawProgress.track')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className={styles.filters}>
        <StateFilter
          label={t('records.status')}
          options={WITHDRAW_STATUSES.map((value) => ({ value, label: statusName(value) }))}
          value={status}
          onChange={(next) => {
            setStatus(next);
            filter.resetPage();
          }}
        />
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={RECORD_RANGES} maxDays={ORDER_LOG_WINDOW_DAYS} />
      </div>
      <PagedRecordTable
        label={t('account.withdrawals')}
        query={query}
        rowKey={(row) => row.orderNo}
        columns={columns}
        filter={filter}
      />
      {tracked ? <TrackedWithdrawal orderNo={tracked} id={trackedId} /> : null}
    </>
  );
}

/** transactionHistory (account record): transactions, deposits and withdrawals with their filters. */
export function TransactionHistory() {
  const { t } = useMemberT();
  const [tab, setTab] = useState<Tab>('transactions');
  const tabs = [
    { key: 'transactions', label: t('account.transactions') },
    { key: 'deposits', label: t('account.deposits') },
    { key: 'withdrawals', label: t('account.withdrawals') },
  ] as const;
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('account.title')}
      </h1>
      <Tabs label={t('account.tabs')} tabs={tabs} value={tab} onChange={setTab} />
      <div role="tabpanel" aria-label={tabs.find((entry) => entry.key === tab)?.label} className={styles.page}>
        {tab === 'transactions' ? <TransactionsPanel /> : tab === 'deposits' ? <DepositsPanel /> : <WithdrawalsPanel />}
      </div>
    </section>
  );
}
