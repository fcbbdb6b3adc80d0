import { DateTime } from 'luxon';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { dayRange, earliestDay, quickDays, rangeIssue, rangeParams } from './ranges';

// A Wednesday, in the site's time zone.
const today = DateTime.fromISO('2026-03-18T10:00:00', { zone: 'Asia/Manila' });

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('quickDays', () => {
  it.each([
    ['today', '2026-03-18', '2026-03-18'],
    ['yesterday', '2026-03-17', '2026-03-17'],
    ['last7', '2026-03-12', '2026-03-18'],
    ['thisWeek', '2026-03-15', '2026-03-18'],
    ['lastWeek', '2026-03-08', '2026-03-14'],
    ['thisMonth', '2026-03-01', '2026-03-18'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s: %s to %s (weeks Sunday to Saturday)', (range, startDate, endDate) => {
    expect(quickDays(range, today)).toEqual({ startDate, endDate });
  });

  it('a Sunday starts its own week', () => {
    const sunday = DateTime.fromISO('2026-03-15T00:30:00', { zone: 'Asia/Manila' });
    expect(quickDays('thisWeek', sunday)).toEqual({ startDate: '2026-03-15', endDate: '2026-03-15' });
    expect(quickDays('lastWeek', sunday)).toEqual({ startDate: '2026-03-08', endDate: '2026-03-14' });
  });

  it('custom days are what was chosen', () => {
    expect(dayRange({ quick: 'custom', startDate: '2026-01-02', endDate: '2026-01-05' }, today)).toEqual({ startDate: '2026-01-02', endDate: '2026-01-05' });
  });
});

describe('rangeParams', () => {
  it('names the ranges the report calls know, and sends days for the others', () => {
    expect(rangeParams({ quick: 'today' })).toEqual({ range: 'TODAY' });
    expect(rangeParams({ quick: 'lastWeek' })).toEqual({ range: 'LAST_WEEK' });
    expect(rangeParams({ quick: 'thisMonth' })).toEqual({ range: 'THIS_MONTH' });
    expect(rangeParams({ quick: 'custom', startDate: '2026-01-02', endDate: '2026-01-05' })).toEqual({ startDate: '2026-01-02', endDate: '2026-01-05' });
    expect(rangeParams({ quick: 'last7' })).toEqual(quickDays('last7'));
  });
});

describe('rangeIssue', () => {
  it('checks a custom range against the page window', () => {
    expect(earliestDay(30, today)).toBe('2026-02-17');
    expect(rangeIssue({ startDate: '2026-02-17', endDate: '2026-03-18' }, 30, today)).toBeNull();
    expect(rangeIssue({ startDate: '2026-02-16', endDate: '2026-03-18' }, 30, today)).toBe('tooOld');
    expect(rangeIssue({ startDate: '2026-03-10', endDate: '2026-03-19' }, 30, today)).toBe('future');
    expect(rangeIssue({ startDate: '2026-03-10', endDate: '2026-03-09' }, 30, today)).toBe('order');
    expect(rangeIssue({ startDate: '', endDate: '2026-03-09' }, 30, today)).toBe('format');
  });
});
