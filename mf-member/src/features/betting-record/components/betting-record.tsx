import { useState } from 'react';
import { ErrorState, Spinner } from '@gp/ui-kit';
import { getRuntimeConfig, useCommonT } from '@gp/kernel';
import { formatMoney, formatSiteTime, PagedRecordTable, RangeFilter, type RecordColumn, signClass, useRangeFilter } from '@gp/account-centre-kit';
import styles from '@gp/account-centre-kit/records-base.module.css';
import { Tabs } from '../../../components/tabs';
import { useMemberT } from '../../../lib/i18n';
import { RECORD_RANGES } from '../../../lib/record-ranges';
import { type Bet, BETS_WINDOW_DAYS, useBetCategories, useBets } from '../api/get-bets';

const NO_VALUE = '–';

function BetsPanel({ category }: { category: string }) {
  const { t } = useMemberT();
  const filter = useRangeFilter('today');
  const [status, setStatus] = useState<'SETTLED' | 'UNSETTLED'>('SETTLED');
  const [orderNo, setOrderNo] = useState('');
  const [searched, setSearched] = useState('');
  const sports = category === 'SPORTS';
  const lottery = category === 'LOTT' || category === 'ELOTT';
  const query = useBets({ ...filter.range, gameCategory: category, page: filter.page, status: sports ? status : undefined, orderNo: lottery ? searched : undefined });
  const cur = getRuntimeConfig().currencySymbol;
  const money = (value: number | null) => (value === null ? NO_VALUE : formatMoney(value, cur));
  const pl = (value: number | null) => (value === null ? NO_VALUE : formatMoney(value, cur, { sign: true }));
  const columns: Array<RecordColumn<Bet>> = [
    { key: 'time', header: t('records.time'), cell: (bet) => formatSiteTime(bet.betTime) },
    { key: 'game', header: t('bets.game'), cell: (bet) => bet.gameName },
    { key: 'bet', header: t('bets.bet'), numeric: true, cell: (bet) => money(bet.betAmount) },
    { key: 'valid', header: t('bets.validBet'), numeric: true, cell: (bet) => money(bet.validBet) },
    { key: 'win', header: t('bets.win'), numeric: true, cell: (bet) => money(bet.winAmount) },
    { key: 'pl', header: t('bets.profitLoss'), numeric: true, cell: (bet) => pl(bet.profitLoss), cellClass: (bet) => signClass(bet.profitLoss) },
  ];

  return (
    <>
      <div className={styles.filters}>
        {sports ? (
          <div role="group" aria-label={t('bets.settlement')} className={styles.quick}>
            {(['SETTLED', 'UNSETTLED'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={status === value}
                className={styles.quickButton}
                onClick={() => {
                  setStatus(value);
                  filter.resetPage();
                }}
              >
                {value === 'SETTLED' ? t('bets.settled') : t('bets.unsettled')}
              </button>
            ))}
          </div>
        ) : null}
        {lottery ? (
          <form
            role="search"
            className={styles.custom}
            onSubmit={(event) => {
              event.preventDefault();
              setSearched(orderNo.trim());
              filter.resetPage();
            }}
          >
            <label className={styles.selectField}>
              <span>{t('records.orderNo')}</span>
              <input value={orderNo} onChange={(event) => setOrderNo(event.target.value)} maxLength={40} />
            </label>
            <button type="submit" className={styles.quickButton}>
              {t('records.search')}
            </button>
          </form>
        ) : null}
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={RECORD_RANGES} maxDays={BETS_WINDOW_DAYS} />
      </div>
      <PagedRecordTable
        label={t('bets.title')}
        query={query}
        rowKey={(bet) => bet.orderNo}
        columns={columns}
        footer={(data) =>
          data.footer ? (
            <>
              <th scope="row" colSpan={2}>
                {t('records.total')}
              </th>
              <td className={styles.num}>{money(data.footer.betAmount)}</td>
              <td className={styles.num}>{money(data.footer.validBet)}</td>
              <td className={styles.num}>{money(data.footer.winAmount)}</td>
              <td className={[styles.num, signClass(data.footer.profitLoss)].filter(Boolean).join(' ')}>{pl(data.footer.profitLoss)}</td>
            </>
          ) : null
        }
        filter={filter}
      />
    </>
  );
}

/** personalHistoryCopy (betting record): one tab per category the site has. */
export function BettingRecord() {
  const { t, language } = useMemberT();
  const { t: tc } = useCommonT();
  const categories = useBetCategories(language);
  const [chosen, setChosen] = useState<string | null>(null);
  let body;
  if (categories.isPending) body = <Spinner label={tc('ui.loading')} />;
  else if (categories.isError) body = <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;
  else {
    const tabs = categories.data.map((category) => ({ key: category.gameType as string, label: category.name }));
    const current = chosen && tabs.some((tab) => tab.key === chosen) ? chosen : (tabs[0]?.key ?? '');
    body = (
      <>
        <Tabs label={t('bets.categories')} tabs={tabs} value={current} onChange={setChosen} />
        <div role="tabpanel" aria-label={tabs.find((tab) => tab.key === current)?.label} className={styles.page}>
          <BetsPanel key={current} category={current} />
        </div>
      </>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="bets-title">
      <h1 id="bets-title" className={styles.title}>
        {t('bets.title')}
      </h1>
      {body}
    </section>
  );
}
