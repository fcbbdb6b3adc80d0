import { lazy, Suspense, useId, useState } from 'react';
import { formatCount, Spinner, useNearViewport } from '@gp/ui-kit';
import { getRuntimeConfig, useCommonT } from '@gp/kernel';
import { formatMoney, type NamedRange, QueryView, QuickRangePicker } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { TEAM_OVERVIEW_RANGES } from '../../../lib/quick-range';
import { TEAM_FIGURE_KEYS } from '../../../lib/team-figures';
import { type TeamOverview as Overview, useTeamOverview } from '../api/get-team-overview';
import { DailyTable } from './daily-table';
import styles from './team-overview.module.css';

// The chart library comes with this page only, in its own chunk.
const DailyChart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));

/**
 * The chart is below the fold on a phone: its library loads and draws (about 70 ms of main thread
 * on a fast machine, all in one task) only when its place comes near the viewport. The place has
 * the chart's size, so nothing moves when it arrives.
 */
function DailyChartSlot({ daily }: { daily: Overview['daily'] }) {
  const { t: tc } = useCommonT();
  const { ref, near } = useNearViewport<HTMLDivElement>('200px');
  if (!near) return <div ref={ref} className={styles.chart} />;
  return (
    <Suspense
      fallback={
        <div className={styles.chart}>
          <Spinner label={tc('ui.loading')} />
        </div>
      }
    >
      <DailyChart daily={daily} />
    </Suspense>
  );
}

const TODAY = ['registrations', 'logins', 'firstBets', 'firstDeposits', 'online'] as const;

function Figures({ data }: { data: Overview }) {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const pl = data.figures.profitLoss;
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t('overview.teamSize')}</dt>
        <dd>{formatCount(data.teamSize)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('overview.teamBalance')}</dt>
        <dd>{formatMoney(data.teamBalance, cur)}</dd>
      </div>
      {TEAM_FIGURE_KEYS.map((key) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`overview.${key}`)}</dt>
          <dd className={key === 'profitLoss' ? (pl < 0 ? records.negative : pl > 0 ? records.positive : undefined) : undefined}>
            {formatMoney(data.figures[key], cur, { sign: key === 'profitLoss' })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** agentTeamOverview: the team's figures for a quick range, today's counts and a chart of the daily counts. */
export function TeamOverview() {
  const { t } = useAgentT();
  const id = useId();
  const [range, setRange] = useState<NamedRange>('today');
  const query = useTeamOverview(range);

  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={records.title}>
        {t('pages.agentTeamOverview')}
      </h1>
      <div className={records.filters}>
        <QuickRangePicker ranges={TEAM_OVERVIEW_RANGES} value={range} onChange={setRange} />
      </div>
      <QueryView query={query} empty={t('records.none')}>
        {(data) => (
          <div className={styles.sections}>
            <section aria-labelledby={`${id}-team`} className={styles.block}>
              <h2 id={`${id}-team`} className={styles.heading}>
                {t('overview.team')}
                <span className={styles.range}>{t('records.rangeShown', { start: data.startDate, end: data.endDate })}</span>
              </h2>
              <Figures data={data} />
            </section>
            <section aria-labelledby={`${id}-today`} className={styles.block}>
              <h2 id={`${id}-today`} className={styles.heading}>
                {t('overview.today')}
              </h2>
              <dl className={styles.figures}>
                {TODAY.map((key) => (
                  <div key={key} className={styles.figure}>
                    <dt>{t(`overview.${key}`)}</dt>
                    <dd>{formatCount(data.today[key])}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby={`${id}-daily`} className={styles.block}>
              <h2 id={`${id}-daily`} className={styles.heading}>
                {t('overview.daily')}
              </h2>
              <DailyChartSlot daily={data.daily} />
              <DailyTable daily={data.daily} />
            </section>
          </div>
        )}
      </QueryView>
    </section>
  );
}
