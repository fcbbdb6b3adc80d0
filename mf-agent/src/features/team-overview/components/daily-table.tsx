import { formatCount } from '@gp/ui-kit';
import { TableScroll } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import type { DailyCounts } from '../api/get-team-overview';
import styles from './team-overview.module.css';

export const DAILY_SERIES = ['registrations', 'logins', 'firstBets', 'firstDeposits', 'activeMembers'] as const;

/** The chart's numbers as a table (for screen readers and for reading exact values), folded by default. */
export function DailyTable({ daily }: { daily: DailyCounts[] }) {
  const { t } = useAgentT();
  return (
    <details className={styles.details}>
      <summary>{t('overview.dailyTable')}</summary>
      <TableScroll label={t('overview.daily')}>
        <table className={records.table}>
          <thead>
            <tr>
              <th scope="col">{t('overview.date')}</th>
              {DAILY_SERIES.map((key) => (
                <th key={key} scope="col" className={records.num}>
                  {t(`overview.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {DAILY_SERIES.map((key) => (
                  <td key={key} className={records.num}>
                    {formatCount(day[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
