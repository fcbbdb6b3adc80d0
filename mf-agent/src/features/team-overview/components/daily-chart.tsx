import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { useAgentT } from '../../../lib/i18n';
import type { DailyCounts } from '../api/get-team-overview';
import { DAILY_SERIES } from './daily-table';
import styles from './team-overview.module.css';

// Only the parts a line chart of counts needs (chart.js tree-shakes the rest away).
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Legend, Tooltip);

/** The series colours: the theme's tokens where set, else fixed fallbacks. */
const SERIES_TOKENS: Record<(typeof DAILY_SERIES)[number], [string, string]> = {
  registrations: ['--color-accent', '#7c5cff'],
  logins: ['--color-info', '#3b82f6'],
  firstBets: ['--color-warning', '#f59e0b'],
  firstDeposits: ['--color-success', '#22c55e'],
  activeMembers: ['--color-hot', '#ef4444'],
};

function token(name: string, fallback: string): string {
  const value = typeof window === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** The daily counts of the range as lines (chart.js through react-chartjs-2); the numbers are also in the table below. */
export function DailyChart({ daily }: { daily: DailyCounts[] }) {
  const { t } = useAgentT();
  const data = useMemo(
    () => ({
      labels: daily.map((day) => day.date.slice(5)),
      datasets: DAILY_SERIES.map((key) => {
        const colour = token(...SERIES_TOKENS[key]);
        return { label: t(`overview.${key}`), data: daily.map((day) => day[key]), borderColor: colour, backgroundColor: colour, tension: 0.25, pointRadius: 3 };
      }),
    }),
    [daily, t],
  );
  const text = token('--color-text-muted', '#9aa0b4');
  const grid = token('--color-border', 'rgba(255,255,255,0.1)');
  return (
    <div className={styles.chart}>
      <Line
        role="img"
        aria-label={t('overview.chartLabel', { days: daily.length })}
        data={data}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: { legend: { position: 'bottom', labels: { color: text, boxWidth: 12 } } },
          scales: {
            x: { ticks: { color: text }, grid: { color: grid } },
            y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
          },
        }}
      />
    </div>
  );
}
