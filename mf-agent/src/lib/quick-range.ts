import type { DateTime } from 'luxon';
import { siteDay, siteNow } from './site-time';

/**
 * The agent centre's quick ranges (PLATFORM-FACTS: today, yesterday, this week, last week, this
 * month, last month; weeks Sunday to Saturday in site time). The report calls take the name as
 * `range` and answer the days they used (docs/api-contract.md), so the server owns the calendar.
 */
export const QUICK_RANGES = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'LAST_WEEK', 'THIS_MONTH', 'LAST_MONTH'] as const;

export type QuickRange = (typeof QUICK_RANGES)[number];

/** The reports' window: 90 site days counting today (docs/api-contract.md, DATE_RANGE_EXCEEDED). */
export const REPORT_WINDOW_DAYS = 90;

/** A quick range, or custom site days (both ends included). */
export type ReportRange = { quick: QuickRange } | { quick: 'CUSTOM'; startDate: string; endDate: string };

/** What a report call takes for a range. */
export function rangeParams(range: ReportRange): { range: QuickRange } | { startDate: string; endDate: string } {
  return range.quick === 'CUSTOM' ? { startDate: range.startDate, endDate: range.endDate } : { range: range.quick };
}

export type RangeIssue = 'format' | 'order' | 'future' | 'tooOld';

/** The first site day a report may ask for. */
export function earliestDay(today: DateTime = siteNow()): string {
  return siteDay(today.startOf('day').minus({ days: REPORT_WINDOW_DAYS - 1 }));
}

/** A custom range checked before it is asked for. */
export function customRangeIssue(startDate: string, endDate: string, today: DateTime = siteNow()): RangeIssue | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(startDate) || !pattern.test(endDate)) return 'format';
  if (startDate > endDate) return 'order';
  if (endDate > siteDay(today)) return 'future';
  if (startDate < earliestDay(today)) return 'tooOld';
  return null;
}
