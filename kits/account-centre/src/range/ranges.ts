import type { DateTime } from 'luxon';
import { siteDay, siteNow } from '../site-time';

/**
 * The one range vocabulary of the member and agent centres (PLATFORM-FACTS: the member record
 * pages offer today, yesterday and the last 7 days; the agent centre today, yesterday, this and
 * last week, this and last month). A page offers some of them, and `custom` days or not.
 */
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;

export type QuickRange = (typeof QUICK_RANGES)[number];

/** A choice of a range filter: a quick range, or days of one's own. */
export type RangeChoice = QuickRange | 'custom';

/** Site days, both ends included, as the record and report calls take them (yyyy-MM-dd). */
export type DayRange = { startDate: string; endDate: string };

/** A range as chosen: a quick one, or custom days. */
export type RangeValue = { quick: QuickRange } | ({ quick: 'custom' } & DayRange);

/**
 * The days of a quick range in the site's time zone. Weeks run Sunday to Saturday (PLATFORM-FACTS);
 * this week and this month end today.
 */
export function quickDays(range: QuickRange, today: DateTime = siteNow()): DayRange {
  const day = today.startOf('day');
  const span = (start: DateTime, end: DateTime): DayRange => ({ startDate: siteDay(start), endDate: siteDay(end) });
  const weekStart = day.minus({ days: day.weekday % 7 });
  switch (range) {
    case 'today':
      return span(day, day);
    case 'yesterday':
      return span(day.minus({ days: 1 }), day.minus({ days: 1 }));
    case 'last7':
      return span(day.minus({ days: 6 }), day);
    case 'thisWeek':
      return span(weekStart, day);
    case 'lastWeek':
      return span(weekStart.minus({ days: 7 }), weekStart.minus({ days: 1 }));
    case 'thisMonth':
      return span(day.startOf('month'), day);
    case 'lastMonth':
      return span(day.startOf('month').minus({ months: 1 }), day.startOf('month').minus({ days: 1 }));
  }
}

/** The days a range covers (a record call's `startDate` / `endDate`). */
export function dayRange(value: RangeValue, today: DateTime = siteNow()): DayRange {
  return value.quick === 'custom' ? { startDate: value.startDate, endDate: value.endDate } : quickDays(value.quick, today);
}

/** The quick ranges the report calls know by name (docs/api-contract.md, "Ranges"). */
export const REPORT_RANGE_NAMES = {
  today: 'TODAY',
  yesterday: 'YESTERDAY',
  thisWeek: 'THIS_WEEK',
  lastWeek: 'LAST_WEEK',
  thisMonth: 'THIS_MONTH',
  lastMonth: 'LAST_MONTH',
} as const satisfies Partial<Record<QuickRange, string>>;

export type NamedRange = keyof typeof REPORT_RANGE_NAMES;

/**
 * What a report call takes for a range: the name, so the server's calendar decides the days (it
 * answers the days it used), or days for custom and for a range it has no name for.
 */
export function rangeParams(value: RangeValue): { range: (typeof REPORT_RANGE_NAMES)[NamedRange] } | DayRange {
  if (value.quick === 'custom' || value.quick === 'last7') return dayRange(value);
  return { range: REPORT_RANGE_NAMES[value.quick] };
}

export type RangeIssue = 'format' | 'order' | 'future' | 'tooOld';

/** The first site day a page with a window of `maxDays` site days (counting today) may ask for. */
export function earliestDay(maxDays: number, today: DateTime = siteNow()): string {
  return siteDay(today.startOf('day').minus({ days: maxDays - 1 }));
}

/** A custom range checked against the page's window before it is asked for. */
export function rangeIssue(range: DayRange, maxDays: number, today: DateTime = siteNow()): RangeIssue | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(range.startDate) || !pattern.test(range.endDate)) return 'format';
  if (range.startDate > range.endDate) return 'order';
  if (range.endDate > siteDay(today)) return 'future';
  if (range.startDate < earliestDay(maxDays, today)) return 'tooOld';
  return null;
}
