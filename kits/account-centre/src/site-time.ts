import { DateTime } from 'luxon';
import { getRuntimeConfig } from '@gp/kernel';

/** The time zone of the record days (runtime config `siteTimeZone`). */
export function siteZone(): string {
  return getRuntimeConfig().siteTimeZone;
}

/** Now in the site's time zone. */
export function siteNow(): DateTime {
  return DateTime.now().setZone(siteZone());
}

/** A site day as the record and report calls take it. */
export function siteDay(date: DateTime): string {
  return date.toFormat('yyyy-MM-dd');
}

/** A record time (ISO 8601 with its offset) shown in the site's time zone. */
export function formatSiteTime(iso: string): string {
  const time = DateTime.fromISO(iso, { setZone: true });
  return time.isValid ? time.setZone(siteZone()).toFormat('yyyy-MM-dd HH:mm:ss') : iso;
}
