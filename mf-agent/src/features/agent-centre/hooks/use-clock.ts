import type { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { siteNow } from '@gp/account-centre-kit';

/** The site's time, ticking every second (SPEC §2: live clock). */
export function useClock(): DateTime {
  const [now, setNow] = useState(siteNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(siteNow()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
