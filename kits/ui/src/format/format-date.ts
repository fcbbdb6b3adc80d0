import { DateTime, type DateTimeFormatOptions } from 'luxon';
import { currentLanguage, type Language } from '@gp/kernel';
import { LANGUAGE_REGISTRY } from '@gp/kernel/languages';
import { CALENDAR, NUMBERING } from './locale';

// Dates and times in the active language, with luxon (`@gp/ui-kit/format-date`, its own
// subpath: luxon is bundled only by the chunks that format dates). One calendar (Gregorian) and
// Latin digits for every language: see ./locale.ts.

type DateInput = string | Date | DateTime;

function toDateTime(input: DateInput, language: Language, zone?: string): DateTime {
  const base = typeof input === 'string' ? DateTime.fromISO(input, { setZone: true }) : input instanceof Date ? DateTime.fromJSDate(input) : input;
  const tag = (LANGUAGE_REGISTRY as Partial<Record<string, { tag: string }>>)[language]?.tag ?? 'en';
  const local = base.reconfigure({ locale: tag, outputCalendar: CALENDAR, numberingSystem: NUMBERING });
  return zone ? local.setZone(zone) : local;
}

/** `zone`: an IANA zone to show the time in (else the input's own); `showZone`: its GMT offset after the time (GMT+8). */
export type DateOptions = { language?: Language; zone?: string; showZone?: boolean };

function format(input: DateInput, style: DateTimeFormatOptions, { language = currentLanguage(), zone, showZone = false }: DateOptions): string {
  const time = toDateTime(input, language, zone);
  return time.isValid ? time.toLocaleString(showZone ? { ...style, timeZoneName: 'shortOffset' } : style) : typeof input === 'string' ? input : '—';
}

/** 28 Nov 2026 (en), 2026年11月28日 (zh), 28 พ.ย. 2026 (th: Gregorian year). */
export function formatDate(input: DateInput, options: DateOptions = {}): string {
  return format(input, DateTime.DATE_MED, options);
}

/** 3:07 PM (en), 15:07 (vi…). */
export function formatTime(input: DateInput, options: DateOptions = {}): string {
  return format(input, DateTime.TIME_SIMPLE, options);
}

export function formatDateTime(input: DateInput, options: DateOptions = {}): string {
  return format(input, DateTime.DATETIME_MED, options);
}

/** '3 hours ago', '3 小时前'…, relative to now (or `base`). */
export function formatRelative(input: DateInput, options: DateOptions & { base?: DateTime } = {}): string {
  const time = toDateTime(input, options.language ?? currentLanguage(), options.zone);
  return time.isValid ? (time.toRelative(options.base ? { base: options.base } : {}) ?? '') : '—';
}
