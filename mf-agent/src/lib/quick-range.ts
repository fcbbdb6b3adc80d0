import type { NamedRange, RangeChoice } from '@gp/account-centre-kit';

/**
 * The agent centre's ranges (PLATFORM-FACTS: today, yesterday, this week, last week, this month,
 * last month; weeks Sunday to Saturday in site time). The report calls take the name and answer
 * the days they used (docs/api-contract.md), so the server owns the calendar.
 */
export const TEAM_OVERVIEW_RANGES = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const satisfies readonly NamedRange[];

/** A report's ranges: the quick ones, or custom site days. */
export const REPORT_RANGES = [...TEAM_OVERVIEW_RANGES, 'custom'] as const satisfies readonly RangeChoice[];

/** The reports' window: 90 site days counting today (docs/api-contract.md, DATE_RANGE_EXCEEDED). */
export const REPORT_WINDOW_DAYS = 90;
