import { useState } from 'react';
import { ErrorState, getRuntimeConfig, Spinner, useCommonT } from 'shared';
import { Pager } from '../../../components/pager';
import { QueryView } from '../../../components/query-view';
import { initialRange, RangePicker, type RangeValue } from '../../../components/range-picker';
import styles from '../../../components/records.module.css';
import { TableScroll } from '../../../components/table-scroll';
import { Tabs } from '../../../components/tabs';
import { useMemberT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatSiteTime } from '../../../lib/site-time';
import { BETS_WINDOW_DAYS, useBetCategories, useBets } from '../api/get-bets';

const NO_VALUE = '–';

function BetsPanel({ category }: { category: string }) {
  const { t } = useMemberT();
  const [range, setRange] = useState<RangeValue>(() => initialRange('today'));
  const [status, setStatus] = useState<'SETTLED' | 'UNSETTLED'>('SETTLED');
  const [orderNo, setOrderNo] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(1);
  const sports = category === 'SPORTS';
  const lottery = category === 'LOTT' || category === 'ELOTT';
  const query = useBets({ ...range.range, gameCategory: category, page, status: sports ? status : undefined, orderNo: lottery ? searched : undefined });
  const cur = getRuntimeConfig().currencySymbol;
  const money = (value: number | null) => (value === null ? NO_VALUE : formatMoney(value, cur));
  const pl = (value: number | null) => (value === null ? NO_VALUE : formatMoney(value, cur, { sign: true }));
  const plClass = (value: number | null) => `${styles.num} ${value === null || value === 0 ? '' : value < 0 ? styles.negative : styles.positive}`;

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
                  setPage(1);
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
              setPage(1);
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
        <RangePicker
          value={range}
          maxDays={BETS_WINDOW_DAYS}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={query} isEmpty={(data) => data.list.length === 0} empty={t('records.none')}>
        {(data) => (
          <>
            <TableScroll label={t('bets.title')}>
              <table className={styles.table}>
                <caption className={styles.summary}>{t('records.count', { count: data.footer?.count ?? data.totalElements })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('bets.game')}</th>
                    <th scope="col" className={styles.num}>
                      {t('bets.bet')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('bets.validBet')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('bets.win')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('bets.profitLoss')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((bet) => (
                    <tr key={bet.orderNo}>
                      <td>{formatSiteTime(bet.betTime)}</td>
                      <td>{bet.gameName}</td>
                      <td className={styles.num}>{money(bet.betAmount)}</td>
                      <td className={styles.num}>{money(bet.validBet)}</td>
                      <td className={styles.num}>{money(bet.winAmount)}</td>
                      <td className={plClass(bet.profitLoss)}>{pl(bet.profitLoss)}</td>
                    </tr>
                  ))}
                </tbody>
                {data.footer ? (
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t('records.total')}
                      </th>
                      <td className={styles.num}>{money(data.footer.betAmount)}</td>
                      <td className={styles.num}>{money(data.footer.validBet)}</td>
                      <td className={styles.num}>{money(data.footer.winAmount)}</td>
                      <td className={plClass(data.footer.profitLoss)}>{pl(data.footer.profitLoss)}</td>
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
