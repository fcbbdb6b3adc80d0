import type { DateTime } from 'luxon';
import { siteDay, siteNow } from './site-time';

/** Quick ranges of the member record pages (PLATFORM-FACTS). */
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'custom'] as const;

export type QuickRange = (typeof QUICK_RANGES)[number];

/** A range of site days, both ends included, as the record calls take them (yyyy-MM-dd). */
export type DayRange = { startDate: string; endDate: string };

export function quickRange(range: Exclude<QuickRange, 'custom'>, today: DateTime = siteNow()): DayRange {
  const start = today.startOf('day');
  if (range === 'today') return { startDate: siteDay(start), endDate: siteDay(start) };
  if (range === 'yesterday') {
    const yesterday = start.minus({ days: 1 });
    return { startDate: siteDay(yesterday), endDate: siteDay(yesterday) };
  }
  return { startDate: siteDay(start.minus({ days: 6 })), endDate: siteDay(start) };
}

export type RangeIssue = 'order' | 'future' | 'tooOld' | 'format';

/** A custom range checked against the page's window of `maxDays` site days counting today. */
export function rangeIssue(range: DayRange, maxDays: number, today: DateTime = siteNow()): RangeIssue | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(range.startDate) || !pattern.test(range.endDate)) return 'format';
  if (range.startDate > range.endDate) return 'order';
  if (range.endDate > siteDay(today)) return 'future';
  if (range.startDate < earliestDay(maxDays, today)) return 'tooOld';
  return null;
}

/** The first site day a page with a window of `maxDays` may ask for. */
export function earliestDay(maxDays: number, today: DateTime = siteNow()): string {
  return siteDay(today.startOf('day').minus({ days: maxDays - 1 }));
}
