import { DateTime } from 'luxon';
import { SITE_TIME_ZONE } from '../config';

/**
 * The simulator clock: real time shifted by an offset, or frozen at an instant. The control API
 * sets and advances it so expiries and "today / yesterday" ranges are testable.
 */
export interface SimClock {
  offsetMs: number;
  frozenAt: number | null;
}

/**
 * Real time, or — when `SIM_CLOCK_START_HOUR` is set (the unit tests set 22) — real time moved to
 * that hour of the site's current day, so tests never straddle the site's midnight or the 00:30
 * clockwork by the wall clock alone; tests that need those move the clock themselves.
 */
export function createClock(): SimClock {
  const hour = Number(process.env.SIM_CLOCK_START_HOUR);
  if (process.env.SIM_CLOCK_START_HOUR === undefined || !Number.isInteger(hour) || hour < 0 || hour > 23) return { offsetMs: 0, frozenAt: null };
  const now = Date.now();
  const start = DateTime.fromMillis(now, { zone: SITE_TIME_ZONE }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toMillis();
  return { offsetMs: start - now, frozenAt: null };
}

export const nowOf = (clock: SimClock): number => clock.frozenAt ?? Date.now() + clock.offsetMs;

/** Moves the clock to `time`; frozen, it stays there until set or advanced again. */
export function setClock(clock: SimClock, time: number, frozen: boolean): void {
  clock.frozenAt = frozen ? time : null;
  clock.offsetMs = frozen ? 0 : time - Date.now();
}

export function advanceClock(clock: SimClock, ms: number): void {
  if (clock.frozenAt !== null) clock.frozenAt += ms;
  else clock.offsetMs += ms;
}

export const siteTime = (ms: number): DateTime => DateTime.fromMillis(ms, { zone: SITE_TIME_ZONE });

/** Record times are ISO 8601 in the site's zone: `2026-11-25T21:35:31+08:00`. */
export const formatTime = (ms: number): string => siteTime(ms).startOf('second').toISO({ suppressMilliseconds: true, includeOffset: true }) ?? '';

export const startOfSiteDay = (ms: number): number => siteTime(ms).startOf('day').toMillis();

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A date (`yyyy-MM-dd`, a site day) or a date-time (ISO, or `yyyy-MM-dd HH:mm:ss` in site time). */
export function parseSiteTime(text: string, endOfDay: boolean): number | undefined {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const day = DateTime.fromISO(trimmed, { zone: SITE_TIME_ZONE });
    if (!day.isValid) return undefined;
    return (endOfDay ? day.endOf('day') : day.startOf('day')).toMillis();
  }
  const parsed = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(trimmed)
    ? DateTime.fromSQL(trimmed, { zone: SITE_TIME_ZONE })
    : DateTime.fromISO(trimmed, { zone: SITE_TIME_ZONE, setZone: false });
  return parsed.isValid ? parsed.toMillis() : undefined;
}
