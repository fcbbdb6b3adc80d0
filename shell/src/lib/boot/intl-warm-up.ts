import { createIntlWorker } from './create-intl-worker';

/**
 * Loads ICU's time-zone and locale data on a worker thread while the page starts.
 *
 * The first `Intl.DateTimeFormat` with a time zone costs tens of milliseconds (ICU reads its
 * time-zone and calendar data), and it came on the main thread in the middle of a signed-in
 * page's first render: the record days and times in the site's zone (luxon), the dates of the
 * kits. ICU's data is loaded once per process, so after the worker has made the same kinds of
 * formatters the page's own are cheap. Without workers nothing changes: the page pays as before.
 */
export function warmUpIntl(zone: string, tag: string, create: () => Worker = createIntlWorker): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = create();
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage({ zone, tag } satisfies IntlWarmUp);
  } catch {
    // A worker refused (a policy, a private mode): the formatters load on first use.
  }
}

export type IntlWarmUp = { zone: string; tag: string };
