import { useState } from 'react';
import { getRuntimeConfig } from 'shared';
import { Pager } from '../../../components/pager';
import { QueryView } from '../../../components/query-view';
import { initialRange, RangePicker, type RangeValue } from '../../../components/range-picker';
import styles from '../../../components/records.module.css';
import { TableScroll } from '../../../components/table-scroll';
import { Tabs } from '../../../components/tabs';
import { useMemberT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatSiteTime } from '../../../lib/site-time';
import {
  DEPOSIT_STATES,
  ORDER_LOG_WINDOW_DAYS,
  useDepositLog,
  useWithdrawLog,
  WITHDRAW_STATUSES,
} from '../api/get-order-logs';
import { TRANSACTION_TYPES, TRANSACTIONS_WINDOW_DAYS, type TransactionType, useTransactions } from '../api/get-transactions';

type Tab = 'transactions' | 'deposits' | 'withdrawals';

function symbol(): string {
  return getRuntimeConfig().currencySymbol;
}

function amountClass(amount: number): string {
  return `${styles.num} ${amount < 0 ? styles.negative : amount > 0 ? styles.positive : ''}`;
}

function TransactionsPanel() {
  const { t } = useMemberT();
  const [range, setRange] = useState<RangeValue>(() => initialRange('today'));
  const [type, setType] = useState<TransactionType>('ALL');
  const [page, setPage] = useState(1);
  const query = useTransactions({ ...range.range, type, page });
  const cur = symbol();
  return (
    <>
      <div className={styles.filters}>
        <label className={styles.selectField}>
          <span>{t('account.type')}</span>
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as TransactionType);
              setPage(1);
            }}
          >
            {TRANSACTION_TYPES.map((key) => (
              <option key={key} value={key}>
                {t(`account.types.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <RangePicker
          value={range}
          maxDays={TRANSACTIONS_WINDOW_DAYS}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={query} isEmpty={(data) => data.list.length === 0} empty={t('records.none')}>
        {(data) => (
          <>
            <TableScroll label={t('account.title')}>
              <table className={styles.table}>
                <caption className={styles.summary}>{t('records.count', { count: data.footer?.count ?? data.totalElements })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('account.type')}</th>
                    <th scope="col" className={styles.num}>
                      {t('records.amount')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('account.balanceAfter')}
                    </th>
                    <th scope="col">{t('records.orderNo')}</th>
                    <th scope="col">{t('account.remark')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={String(row.id)}>
                      <td>{formatSiteTime(row.createTime)}</td>
                      <td>{row.typeName || t(`account.types.${(TRANSACTION_TYPES as readonly string[]).includes(row.category) ? (row.category as TransactionType) : 'OTHER'}`)}</td>
                      <td className={amountClass(row.amount)}>{formatMoney(row.amount, cur, { sign: true })}</td>
                      <td className={styles.num}>{formatMoney(row.balanceAfter, cur)}</td>
                      <td>{row.orderNo}</td>
                      <td>{row.remark}</td>
                    </tr>
                  ))}
                </tbody>
                {data.footer ? (
                  <tfoot>
                    <tr>
                      <th scope="row">{t('records.total')}</th>
                      <td colSpan={5}>
                        {t('account.income')} {formatMoney(data.footer.income, cur)} · {t('account.expense')} {formatMoney(data.footer.expense, cur)} ·{' '}
                        {t('account.net')} {formatMoney(data.footer.net, cur, { sign: true })}
                      </td>
                    </tr>
                  </tfoot>
                ) : null}
              </table>
            </TableScroll>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={query.isPlaceholderData} />
          </>
        )}
      </QueryView>
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
  const [range, setRange] = useState<RangeValue>(() => initialRange('last7'));
  const [state, setState] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const query = useDepositLog({ ...range.range, states: state === null ? [] : [state], page });
  const cur = symbol();
  const stateName = (value: number) => ((DEPOSIT_STATES as readonly number[]).includes(value) ? t(`account.depositStates.s${value as (typeof DEPOSIT_STATES)[number]}`) : String(value));
  return (
    <>
      <div className={styles.filters}>
        <StateFilter
          label={t('records.status')}
          options={DEPOSIT_STATES.map((value) => ({ value, label: stateName(value) }))}
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
        />
        <RangePicker
          value={range}
          maxDays={ORDER_LOG_WINDOW_DAYS}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={query} isEmpty={(data) => data.list.length === 0} empty={t('records.none')}>
        {(data) => (
          <>
            <TableScroll label={t('account.title')}>
              <table className={styles.table}>
                <caption className={styles.summary}>{t('records.count', { count: data.footer?.count ?? data.totalElements })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('records.orderNo')}</th>
                    <th scope="col">{t('account.method')}</th>
                    <th scope="col" className={styles.num}>
                      {t('records.amount')}
                    </th>
                    <th scope="col">{t('records.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.orderNo}>
                      <td>{formatSiteTime(row.createTime)}</td>
                      <td>{row.orderNo}</td>
                      <td>{row.vendorName}</td>
                      <td className={styles.num}>{formatMoney(row.amount, cur)}</td>
                      <td>{stateName(row.state)}</td>
                    </tr>
                  ))}
                </tbody>
                {data.footer ? (
                  <tfoot>
                    <tr>
                      <th scope="row">{t('records.total')}</th>
                      <td colSpan={4}>
                        {t('account.approvedAmount')} {formatMoney(data.footer.approvedAmount, cur)}
                      </td>
                    </tr>
                  </tfoot>
                ) : null}
              </table>
            </TableScroll>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={query.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </>
  );
}

function WithdrawalsPanel() {
  const { t } = useMemberT();
  const [range, setRange] = useState<RangeValue>(() => initialRange('last7'));
  const [status, setStatus] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const query = useWithdrawLog({ ...range.range, states: status === null ? [] : [status], page });
  const cur = symbol();
  const statusName = (value: number) =>
    (WITHDRAW_STATUSES as readonly number[]).includes(value) ? t(`account.withdrawStatuses.s${value as (typeof WITHDRAW_STATUSES)[number]}`) : String(value);
  return (
    <>
      <div className={styles.filters}>
        <StateFilter
          label={t('records.status')}
          options={WITHDRAW_STATUSES.map((value) => ({ value, label: statusName(value) }))}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <RangePicker
          value={range}
          maxDays={ORDER_LOG_WINDOW_DAYS}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={query} isEmpty={(data) => data.list.length === 0} empty={t('records.none')}>
        {(data) => (
          <>
            <TableScroll label={t('account.title')}>
              <table className={styles.table}>
                <caption className={styles.summary}>{t('records.count', { count: data.footer?.count ?? data.totalElements })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('records.orderNo')}</th>
                    <th scope="col">{t('account.bank')}</th>
                    <th scope="col" className={styles.num}>
                      {t('records.amount')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('account.charge')}
                    </th>
                    <th scope="col">{t('records.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.orderNo}>
                      <td>{formatSiteTime(row.createTime)}</td>
                      <td>{row.orderNo}</td>
                      <td>
                        {row.bankName} {row.accountNo}
                      </td>
                      <td className={styles.num}>{formatMoney(row.amount, cur)}</td>
                      <td className={styles.num}>{formatMoney(row.charge, cur)}</td>
                      <td>{statusName(row.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={query.isPlaceholderData} />
          </>
        )}
      </QueryView>
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
