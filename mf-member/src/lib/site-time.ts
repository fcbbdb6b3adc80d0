import { DateTime } from 'luxon';
import { getRuntimeConfig } from 'shared';

/** Now in the site's time zone (runtime config `siteTimeZone`). */
export function siteNow(): DateTime {
  return DateTime.now().setZone(getRuntimeConfig().siteTimeZone);
}

/** A site day as the record calls take it. */
export function siteDay(date: DateTime): string {
  return date.toFormat('yyyy-MM-dd');
}

/** A record time (ISO 8601 with its offset) shown in the site's time zone. */
export function formatSiteTime(iso: string): string {
  const time = DateTime.fromISO(iso, { setZone: true });
  return time.isValid ? time.setZone(getRuntimeConfig().siteTimeZone).toFormat('yyyy-MM-dd HH:mm:ss') : iso;
}
