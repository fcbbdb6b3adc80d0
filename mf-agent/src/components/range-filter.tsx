import { useId, useState } from 'react';
import { Button } from 'shared';
import { useAgentT } from '../lib/i18n';
import { customRangeIssue, earliestDay, QUICK_RANGES, REPORT_WINDOW_DAYS, type ReportRange } from '../lib/quick-range';
import { siteDay, siteNow } from '../lib/site-time';
import styles from './records.module.css';

/**
 * The report pages' range: the six quick ranges, or custom site days within the reports' window
 * (checked before anything is asked for).
 */
export function RangeFilter({ value, onChange }: { value: ReportRange; onChange: (next: ReportRange) => void }) {
  const { t } = useAgentT();
  const id = useId();
  const today = siteDay(siteNow());
  const [custom, setCustom] = useState(value.quick === 'CUSTOM');
  const [draft, setDraft] = useState(() => (value.quick === 'CUSTOM' ? { startDate: value.startDate, endDate: value.endDate } : { startDate: today, endDate: today }));
  const [issue, setIssue] = useState<string | null>(null);

  function apply() {
    const problem = customRangeIssue(draft.startDate, draft.endDate);
    if (problem) {
      setIssue(problem === 'tooOld' ? t('range.tooOld', { days: REPORT_WINDOW_DAYS }) : t(`range.${problem}`));
      return;
    }
    setIssue(null);
    onChange({ quick: 'CUSTOM', ...draft });
  }

  return (
    <div className={styles.range}>
      <div role="group" aria-label={t('range.label')} className={styles.quick}>
        {QUICK_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={!custom && value.quick === range}
            className={styles.quickButton}
            onClick={() => {
              setCustom(false);
              setIssue(null);
              onChange({ quick: range });
            }}
          >
            {t(`range.${range}`)}
          </button>
        ))}
        <button type="button" aria-pressed={custom} className={styles.quickButton} onClick={() => setCustom(true)}>
          {t('range.CUSTOM')}
        </button>
      </div>
      {custom ? (
        <div className={styles.custom}>
          <label className={styles.dateField}>
            <span>{t('range.from')}</span>
            <input
              type="date"
              min={earliestDay()}
              max={today}
              value={draft.startDate}
              aria-invalid={Boolean(issue)}
              aria-describedby={issue ? `${id}-issue` : undefined}
              onChange={(event) => setDraft((prev) => ({ ...prev, startDate: event.target.value }))}
            />
          </label>
          <label className={styles.dateField}>
            <span>{t('range.to')}</span>
            <input
              type="date"
              min={earliestDay()}
              max={today}
              value={draft.endDate}
              aria-invalid={Boolean(issue)}
              aria-describedby={issue ? `${id}-issue` : undefined}
              onChange={(event) => setDraft((prev) => ({ ...prev, endDate: event.target.value }))}
            />
          </label>
          <Button type="button" variant="secondary" onClick={apply}>
            {t('range.apply')}
          </Button>
          {issue ? (
            <p id={`${id}-issue`} role="alert" className={styles.issue}>
              {issue}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
