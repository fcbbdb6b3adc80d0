import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { useAccountKitT } from '../i18n';
import { type DayRange, dayRange, earliestDay, type QuickRange, type RangeChoice, rangeIssue, type RangeValue } from '../range/ranges';
import styles from '../records.module.css';
import { siteDay, siteNow } from '../site-time';
import { QuickRangePicker } from './quick-range-picker';

/** The custom range's two date fields: the draft's field and the catalogue key of its label. */
const DATE_ENDS = [
  ['startDate', 'range.from'],
  ['endDate', 'range.to'],
] as const;

/** A record page's range and page: a new range (or any other filter, through `resetPage`) goes back to page 1. */
export type RangeFilterState = {
  value: RangeValue;
  /** The days of the range, fixed when it was chosen (what a record call takes). */
  range: DayRange;
  onChange: (next: RangeValue) => void;
  page: number;
  setPage: (page: number) => void;
  resetPage: () => void;
};

export function useRangeFilter(quick: QuickRange = 'today'): RangeFilterState {
  const [value, setValue] = useState<RangeValue>({ quick });
  const range = useMemo(() => dayRange(value), [value]);
  const [page, setPage] = useState(1);
  const resetPage = useCallback(() => setPage(1), []);
  const onChange = useCallback((next: RangeValue) => {
    setValue(next);
    setPage(1);
  }, []);
  return { value, range, onChange, page, setPage, resetPage };
}

export type RangeFilterProps = {
  value: RangeValue;
  onChange: (next: RangeValue) => void;
  /** The choices the page offers, in order; `custom` for days of one's own. */
  ranges: readonly RangeChoice[];
  /** How many site days, counting today, the page's calls reach back. */
  maxDays: number;
};

/**
 * The page's quick ranges, or custom site days (luxon, the site's time zone) checked against the
 * page's window before anything is asked for. Custom opens the dates on the days shown; what is
 * shown changes only when they are applied.
 */
export function RangeFilter({ value, onChange, ranges, maxDays }: RangeFilterProps) {
  const { t } = useAccountKitT();
  const issueId = useId();
  const [custom, setCustom] = useState(value.quick === 'custom');
  const [draft, setDraft] = useState<DayRange>(() => dayRange(value));
  const [issue, setIssue] = useState<string | null>(null);
  const today = siteDay(siteNow());
  const earliest = earliestDay(maxDays);

  function pick(choice: RangeChoice) {
    setIssue(null);
    if (choice === 'custom') {
      setDraft(dayRange(value));
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ quick: choice });
  }

  function apply() {
    const problem = rangeIssue(draft, maxDays);
    if (problem) {
      setIssue(problem === 'tooOld' ? t('range.tooOld', { days: maxDays }) : t(`range.${problem}`));
      return;
    }
    setIssue(null);
    onChange({ quick: 'custom', ...draft });
  }

  return (
    <div className={styles.range}>
      <QuickRangePicker ranges={ranges} value={custom ? 'custom' : value.quick} onChange={pick} />
      {custom ? (
        <div className={styles.custom}>
          {DATE_ENDS.map(([end, labelKey]) => (
            <label key={end} className={styles.dateField}>
              <span>{t(labelKey)}</span>
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
          <Button type="button" variant="secondary" onClick={apply}>
            {t('range.apply')}
          </Button>
          {issue ? (
            <p id={issueId} role="alert" className={styles.issue}>
              {issue}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className={styles.rangeNote}>{t('range.window', { days: maxDays })}</p>
    </div>
  );
}
