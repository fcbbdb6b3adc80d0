import { useState } from 'react';
import { Button } from 'shared';
import { type DayRange, earliestDay, QUICK_RANGES, type QuickRange, quickRange, rangeIssue } from '../lib/date-range';
import { useMemberT } from '../lib/i18n';
import { siteDay, siteNow } from '../lib/site-time';
import styles from './records.module.css';

export type RangeValue = { quick: QuickRange; range: DayRange };

export function initialRange(quick: Exclude<QuickRange, 'custom'> = 'today'): RangeValue {
  return { quick, range: quickRange(quick) };
}

/**
 * Today / yesterday / last 7 days / custom (site days, luxon in the site's time zone); a custom
 * range is checked against the page's window before it is asked for.
 */
export function RangePicker({ value, onChange, maxDays }: { value: RangeValue; onChange: (next: RangeValue) => void; maxDays: number }) {
  const { t } = useMemberT();
  const [draft, setDraft] = useState<DayRange>(value.range);
  const [issue, setIssue] = useState<string | null>(null);
  const today = siteDay(siteNow());
  const earliest = earliestDay(maxDays);

  function pick(quick: QuickRange) {
    setIssue(null);
    if (quick === 'custom') {
      onChange({ quick, range: value.range });
      setDraft(value.range);
      return;
    }
    onChange({ quick, range: quickRange(quick) });
  }

  function applyCustom() {
    const problem = rangeIssue(draft, maxDays);
    if (problem) {
      setIssue(problem === 'tooOld' ? t('records.tooOld', { days: maxDays }) : t(`records.${problem}`));
      return;
    }
    setIssue(null);
    onChange({ quick: 'custom', range: draft });
  }

  return (
    <div className={styles.range}>
      <div role="group" aria-label={t('records.range')} className={styles.quick}>
        {QUICK_RANGES.map((quick) => (
          <button key={quick} type="button" aria-pressed={value.quick === quick} className={styles.quickButton} onClick={() => pick(quick)}>
            {t(`records.${quick}`)}
          </button>
        ))}
      </div>
      {value.quick === 'custom' ? (
        <div className={styles.custom}>
          <label className={styles.dateField}>
            <span>{t('records.from')}</span>
            <input
              type="date"
              min={earliest}
              max={today}
              value={draft.startDate}
              aria-invalid={Boolean(issue)}
              aria-describedby={issue ? 'range-issue' : undefined}
              onChange={(event) => setDraft((prev) => ({ ...prev, startDate: event.target.value }))}
            />
          </label>
          <label className={styles.dateField}>
            <span>{t('records.to')}</span>
            <input
              type="date"
              min={earliest}
              max={today}
              value={draft.endDate}
              aria-invalid={Boolean(issue)}
              aria-describedby={issue ? 'range-issue' : undefined}
              onChange={(event) => setDraft((prev) => ({ ...prev, endDate: event.target.value }))}
            />
          </label>
          <Button type="button" variant="secondary" onClick={applyCustom}>
            {t('records.search')}
          </Button>
          {issue ? (
            <p id="range-issue" role="alert" className={styles.issue}>
              {issue}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className={styles.rangeNote}>{t('records.window', { days: maxDays })}</p>
    </div>
  );
}
