import { type ReactNode, useId, useState } from 'react';
import { Button, ErrorState } from '@gp/ui-kit';
import { getRuntimeConfig, useSession } from '@gp/kernel';
import { formatMoney, formatSiteTime, Pager, QueryView, RangeFilter, type RecordColumn, RecordTable, useRangeFilter } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { REPORT_RANGES, REPORT_WINDOW_DAYS } from '../../../lib/quick-range';
import {
  type Contract,
  type ContractKind,
  type ContractSummary,
  SALARY_STATUSES,
  type SalaryFooter,
  type SalaryRecord,
  useContracts,
  useContractSummary,
  useSalaryRecords,
  useWaitingContracts,
} from '../api/contracts';
import { ContractActions, ContractFacts, RateTable, useSideName } from './contract-parts';
import { OfferDialog } from './offer-dialog';
import styles from './contracts.module.css';

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** One contract: its facts, rate rows and what I may do with it; `children` (my current period) inside the card too. */
export function ContractCard({ contract, title, children }: { contract: Contract; title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      <ContractFacts contract={contract} />
      <RateTable contract={contract} />
      {children}
      <ContractActions contract={contract} />
    </article>
  );
}

/** Offers of this kind waiting for my answer. */
function Offers({ kind }: { kind: ContractKind }) {
  const { t } = useAgentT();
  const { member } = useSession();
  const waiting = useWaitingContracts();
  const offers = (waiting.data ?? []).filter((offer) => offer.kind === kind && offer.status === 'P' && offer.downlineAccount === member?.account);
  if (waiting.isError && !waiting.isFetching) {
    return (
      <Section title={t('contracts.offers')}>
        <ErrorState error={waiting.error} onRetry={() => void waiting.refetch()} />
      </Section>
    );
  }
  if (offers.length === 0) return null;
  return (
    <Section title={t('contracts.offers')}>
      {offers.map((offer) => (
        <ContractCard key={offer.id} contract={offer} title={t('contracts.offerFrom', { account: offer.uplineAccount })} />
      ))}
    </Section>
  );
}

function CurrentPeriod({ summary }: { summary: ContractSummary }) {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const { current, previous } = summary;
  if (!current) return null;
  return (
    <dl className={styles.figures}>
      <dt>{t('contracts.current')}</dt>
      <dd>{t('contracts.periodRange', { start: formatSiteTime(current.periodStart), end: formatSiteTime(current.periodEnd) })}</dd>
      <dt>{t('contracts.teamValidBet')}</dt>
      <dd>{formatMoney(current.teamValidBet, cur)}</dd>
      {summary.kind === 'DIVIDEND' ? (
        <>
          <dt>{t('contracts.teamProfitLoss')}</dt>
          <dd>{formatMoney(current.teamProfitLoss, cur)}</dd>
        </>
      ) : null}
      <dt>{t('contracts.activeMembers')}</dt>
      <dd>{current.activeMembers}</dd>
      <dt>{t('contracts.currentRate')}</dt>
      <dd>{t('contracts.percent', { rate: current.rate })}</dd>
      <dt>{t('contracts.estimated')}</dt>
      <dd>{formatMoney(current.estimatedAmount, cur)}</dd>
      {previous ? (
        <>
          <dt>{t('contracts.previous')}</dt>
          <dd>{t('contracts.previousAmount', { amount: formatMoney(previous.amount, cur), status: t(`contracts.salaryStatus.${previous.status}`) })}</dd>
        </>
      ) : null}
      {summary.lastSettledAt ? (
        <>
          <dt>{t('contracts.lastSettled')}</dt>
          <dd>{formatSiteTime(summary.lastSettledAt)}</dd>
        </>
      ) : null}
      {summary.nextSettlementAt ? (
        <>
          <dt>{t('contracts.nextSettlement')}</dt>
          <dd>{formatSiteTime(summary.nextSettlementAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** My contract of this kind (as downline), the current period's figures and the previous record. */
function MyContract({ kind }: { kind: ContractKind }) {
  const { t } = useAgentT();
  const summary = useContractSummary(kind);
  return (
    <Section title={t('contracts.mine')}>
      <QueryView query={summary} isEmpty={(data) => data.contract === null} empty={t('contracts.noContract')}>
        {(data) => (
          <>
            {data.contract ? (
              <ContractCard contract={data.contract} title={t('contracts.contractOf', { kind: t(`contracts.kinds.${kind}`), id: data.contract.id })}>
                <CurrentPeriod summary={data} />
              </ContractCard>
            ) : null}
            {kind === 'REALTIME' ? <p className={styles.note}>{t('contracts.refreshed')}</p> : null}
          </>
        )}
      </QueryView>
    </Section>
  );
}

/** My salary or dividend records with their statuses, a range, a status filter and the totals. */
function Records({ kind }: { kind: ContractKind }) {
  const { t } = useAgentT();
  const id = useId();
  const cur = getRuntimeConfig().currencySymbol;
  const filter = useRangeFilter('thisMonth');
  const [status, setStatus] = useState('');
  const query = useSalaryRecords({ kind, range: filter.value, page: filter.page, status });
  const columns: RecordColumn<SalaryRecord, SalaryFooter>[] = [
    { key: 'period', header: t('contracts.period'), rowHeader: true, cell: (row) => t('contracts.periodRange', { start: formatSiteTime(row.periodStart), end: formatSiteTime(row.periodEnd) }), total: (footer) => t('contracts.recordsTotal', { count: footer.count }) },
    { key: 'teamValidBet', header: t('contracts.teamValidBet'), numeric: true, cell: (row) => formatMoney(row.teamValidBet, cur), total: (footer) => formatMoney(footer.teamValidBet, cur) },
    ...(kind === 'DIVIDEND'
      ? [{ key: 'teamProfitLoss', header: t('contracts.teamProfitLoss'), numeric: true, cell: (row: SalaryRecord) => formatMoney(row.teamProfitLoss, cur) }]
      : []),
    { key: 'activeMembers', header: t('contracts.activeMembers'), numeric: true, cell: (row) => row.activeMembers },
    { key: 'rate', header: t('contracts.rate'), numeric: true, cell: (row) => t('contracts.percent', { rate: row.rate }) },
    { key: 'amount', header: t('contracts.amount'), numeric: true, cell: (row) => formatMoney(row.amount, cur), total: (footer) => formatMoney(footer.amount, cur) },
    { key: 'status', header: t('team.status'), cell: (row) => t(`contracts.salaryStatus.${row.status}`) },
    { key: 'payTime', header: t('contracts.payTime'), cell: (row) => (row.payTime ? formatSiteTime(row.payTime) : '') },
    { key: 'remark', header: t('contracts.remark'), cell: (row) => row.remark },
  ];
  return (
    <Section title={t('contracts.records')}>
      <div className={records.filters}>
        <label className={records.selectField} htmlFor={`${id}-status`}>
          <span>{t('team.status')}</span>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              filter.resetPage();
            }}
          >
            <option value="">{t('team.all')}</option>
            {SALARY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`contracts.salaryStatus.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={REPORT_RANGES} maxDays={REPORT_WINDOW_DAYS} />
      </div>
      <RecordTable
        label={t('contracts.records')}
        query={query}
        rows={(data) => data.list}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={t('records.none')}
        caption={(data) => (data.startDate && data.endDate ? t('records.rangeShown', { start: data.startDate, end: data.endDate }) : null)}
        totals={(data) => data.footer}
        paging={{ page: filter.page, onPage: filter.setPage, totalPages: (data) => data.totalPages }}
      />
    </Section>
  );
}

/** The contracts of this kind I gave to my direct downlines, with their statuses and actions. */
function GivenContracts({ kind }: { kind: ContractKind }) {
  const { t } = useAgentT();
  const side = useSideName();
  const [page, setPage] = useState(1);
  const [offering, setOffering] = useState(false);
  const list = useContracts({ kind, role: 'UPLINE', page });
  return (
    <Section
      title={t('contracts.given')}
      actions={
        <Button size="sm" variant="primary" onClick={() => setOffering(true)}>
          {t('contracts.offer')}
        </Button>
      }
    >
      <QueryView query={list} isEmpty={(data) => data.list.length === 0} empty={t('contracts.givenNone')}>
        {(data) => (
          <>
            <ul className={styles.cards}>
              {data.list.map((contract) => (
                <li key={contract.id}>
                  <ContractCard contract={contract} title={`${side(contract.downlineAccount)} · ${t('contracts.contractOf', { kind: t(`contracts.kinds.${kind}`), id: contract.id })}`} />
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={list.isPlaceholderData} />
          </>
        )}
      </QueryView>
      {offering ? <OfferDialog kind={kind} onClose={() => setOffering(false)} /> : null}
    </Section>
  );
}

/**
 * A contract page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): offers to answer, my contract with its rate table and the current
 * period, my records, and the contracts I gave with an offer to a direct downline.
 */
export function ContractPage({ kind, title }: { kind: ContractKind; title: string }) {
  const id = useId();
  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={records.title}>
        {title}
      </h1>
      <Offers kind={kind} />
      <MyContract kind={kind} />
      <Records kind={kind} />
      <GivenContracts kind={kind} />
    </section>
  );
}
