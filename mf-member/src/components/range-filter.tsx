import { useCallback, useId, useState } from 'react';
import { Button } from 'shared';
import { type DayRange, earliestDay, QUICK_RANGES, type QuickRange, quickRange, rangeIssue } from '../lib/date-range';
import { useMemberT } from '../lib/i18n';
import { siteDay, siteNow } from '../lib/site-time';
import styles from './records.module.css';

export type RangeValue = { quick: QuickRange; range: DayRange };

export function initialRange(quick: Exclude<QuickRange, 'custom'> = 'today'): RangeValue {
  return { quick, range: quickRange(quick) };
}

/** A record page's range and page: a new range (or any other filter, through `resetPage`) goes back to page 1. */
export type RangeFilterState = {
  value: RangeValue;
  range: DayRange;
  onChange: (next: RangeValue) => void;
  page: number;
  setPage: (page: number) => void;
  resetPage: () => void;
};

export function useRangeFilter(quick: Exclude<QuickRange, 'custom'> = 'today'): RangeFilterState {
  const [value, setValue] = useState<RangeValue>(() => initialRange(quick));
  const [page, setPage] = useState(1);
  const resetPage = useCallback(() => setPage(1), []);
  const onChange = useCallback((next: RangeValue) => {
    setValue(next);
    setPage(1);
  }, []);
  return { value, range: value.range, onChange, page, setPage, resetPage };
}

/**
 * Today / yesterday / last 7 days / custom (site days, luxon in the site's time zone); a custom
 * range is checked against the page's window before it is asked for.
 */
export function RangeFilter({ filter, maxDays }: { filter: Pick<RangeFilterState, 'value' | 'onChange'>; maxDays: number }) {
  const { value, onChange } = filter;
  const { t } = useMemberT();
  const issueId = useId();
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
          {(
            [
              ['startDate', t('records.from')],
              ['endDate', t('records.to')],
            ] as const
          ).map(([end, label]) => (
            <label key={end} className={styles.dateField}>
              <span>{label}</span>
              <input
                type="date"
                min={earliest}
                max={today}
                value={draft[end]}
                aria-invalid={Boolean(issue)}
                aria-describedby={issue ? issueId : undefined}
                onChange={(event) => setDraft((prev) => ({ ...prev, [end]: event.target.value }))}
              />
            </label>
          ))}
          <Button type="button" variant="secondary" onClick={applyCustom}>
            {t('records.search')}
          </Button>
          {issue ? (
            <p id={issueId} role="alert" className={styles.issue}>
              {issue}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className={styles.rangeNote}>{t('records.window', { days: maxDays })}</p>
    </div>
  );
}
