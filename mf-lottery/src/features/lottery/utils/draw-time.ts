import { DateTime } from 'luxon';
import type { Language } from '@gp/kernel';
import { intlLocale } from '@gp/ui-kit';

/**
 * An ISO time in the player's zone and language, or null when it is not a date. It is shown
 * through the UI kit's date formatter (`formatTime`/`formatDateTime` of `@gp/ui-kit/format-date`).
 */
export function drawTime(iso: string, language: Language): DateTime | null {
  const time = DateTime.fromISO(iso).setLocale(intlLocale(language));
  return time.isValid ? time : null;
}
