// Each remote's loads, load failures and render errors, by release (issue 25): what the canary
// controller (scripts/release.mjs watch) reads to abort a canary that fails. Counted per remote and
// release, sent in batches to the runtime config's `metricsUrl` (sendBeacon, else a keepalive
// fetch), never awaited: a report never delays or breaks a page.

export type LoadOutcome = 'ok' | 'failed' | 'render';

export type RemoteLoadCount = { remote: string; release: string; channel: 'stable' | 'canary'; ok: number; failed: number; render: number };

export type LoadReporter = {
  record: (remote: string, release: string, channel: 'stable' | 'canary', outcome: LoadOutcome) => void;
  /** Sends what is counted now (also on a timer and when the page is hidden or left). */
  flush: () => void;
};

type Transport = (url: string, body: string) => void;

/** sendBeacon when the browser queues it, else fetch with keepalive; failures are dropped. */
export const beaconTransport: Transport = (url, body) => {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  } catch {
    // a browser that refuses this beacon (a JSON body to another origin): the fetch below
  }
  if (typeof fetch !== 'function') return;
  fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
};

/** The longest a count waits before it is sent. */
export const FLUSH_DELAY_MS = 2000;

export function createLoadReporter(
  url: string,
  { transport = beaconTransport, delayMs = FLUSH_DELAY_MS, target = typeof window === 'undefined' ? null : window } = {},
): LoadReporter {
  const pending = new Map<string, RemoteLoadCount>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const loads = [...pending.values()];
    pending.clear();
    try {
      transport(url, JSON.stringify({ loads }));
    } catch {
      // a report is never worth an error on the page
    }
  };

  target?.addEventListener('pagehide', flush);
  target?.document?.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });

  return {
    record(remote, release, channel, outcome) {
      const key = `${remote}\u0000${release}`;
      const count = pending.get(key) ?? { remote, release, channel, ok: 0, failed: 0, render: 0 };
      count[outcome] += 1;
      pending.set(key, count);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
