import { DateTime } from 'luxon';
import { getRuntimeConfig, type Language } from '@gp/kernel';
import { intlLocale } from '@gp/ui-kit';

/**
 * An ISO time in the site's time zone (runtime config `siteTimeZone`, the zone of the member and
 * agent centres) and the player's language, or null when it is not a date. Shown with the zone's
 * GMT offset (`showZone` of the UI kit's date formatter): a player in another zone knows which
 * clock the draw keeps.
 */
export function drawTime(iso: string, language: Language): DateTime | null {
  const time = DateTime.fromISO(iso, { setZone: true }).setZone(getRuntimeConfig().siteTimeZone).setLocale(intlLocale(language));
  return time.isValid ? time : null;
}
