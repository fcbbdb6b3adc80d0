import type { DateTime } from 'luxon';
import { siteNow, siteZone } from '@gp/account-centre-kit';

/** The GMT offset of the reports' time zone at `at`, e.g. "GMT+08:00". */
export function gmtOffset(at: DateTime = siteNow()): string {
  return `GMT${at.setZone(siteZone()).toFormat('ZZ')}`;
}
