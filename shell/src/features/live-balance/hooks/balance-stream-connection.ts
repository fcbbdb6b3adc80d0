import * as v from 'valibot';
import { isApiError } from '@gp/kernel';
import { type BalanceEvent, balanceEventSchema, fetchStreamTicket } from '../api/stream-ticket';

export type BalanceStreamOptions = {
  ticketPath: string;
  /** The stream's URL, absolute (the ticket is added as `?ticket=`). */
  streamUrl: string;
  onBalance: (event: BalanceEvent) => void;
  /** The stream opened again after a drop or after being offline: refetch the balance. */
  onResync: () => void;
};

/** Reconnection: 1 s, 2 s, 4 s … up to 30 s after a drop. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** A stream that never opened after this many tries is taken as unavailable: the balance keeps its refreshes. */
export const MAX_TRIES_BEFORE_OPEN = 3;

/** Answers that say the back end has no stream (or refuses this session one): no further tries. */
function isUnavailable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'invalid-response' || error.kind === 'business' || error.kind === 'unauthorized') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

function parseBalance(data: unknown): BalanceEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = v.safeParse(balanceEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * One session's balance stream (Server-Sent Events). Each connection asks for a fresh ticket and
 * opens `EventSource(streamUrl?ticket=…)`; the browser's own reconnection would reuse a spent
 * ticket, so on any error the source is closed and a new ticket is asked for, with a back-off.
 * Offline: closed; online again: reconnected at once, and the balance refetched when it opens.
 * A back end without the stream (a 4xx or an answer that is not a ticket, or a stream that never
 * opens in three tries) leaves the balance to its refreshes, as before the stream existed.
 * Returns the function that stops it.
 */
export function connectBalanceStream(options: BalanceStreamOptions): () => void {
  let source: EventSource | null = null;
  let request: AbortController | null = null;
  let timer: number | undefined;
  let stopped = false;
  /** The back end said it has no stream: nothing brings it back in this session. */
  let unavailable = false;
  /** Tries in a row that did not open; a stream that opened once is always tried again. */
  let failures = 0;
  let everOpened = false;

  const close = () => {
    source?.close();
    source = null;
    request?.abort();
    request = null;
    window.clearTimeout(timer);
    timer = undefined;
  };

  const retryLater = () => {
    failures += 1;
    if (stopped || unavailable || (!everOpened && failures >= MAX_TRIES_BEFORE_OPEN)) return;
    timer = window.setTimeout(connect, Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1)));
  };

  function open(ticket: string) {
    const url = new URL(options.streamUrl);
    url.searchParams.set('ticket', ticket);
    const stream = new EventSource(url.href);
    source = stream;
    stream.onopen = () => {
      const reopened = everOpened;
      everOpened = true;
      failures = 0;
      if (reopened) options.onResync();
    };
    stream.addEventListener('balance', (event) => {
      const balance = parseBalance((event as MessageEvent<unknown>).data);
      if (balance) options.onBalance(balance);
    });
    // The session ended on the server: the session's own end (a 401, a logout) takes over.
    stream.addEventListener('end', () => close());
    stream.onerror = () => {
      if (source !== stream) return;
      close();
      retryLater();
    };
  }

  function connect() {
    close();
    // Not gated on navigator.onLine: a browser that wrongly thinks it is offline (no network
    // interface but loopback) would never connect; a real offline fails the ticket and retries.
    if (stopped || unavailable) return;
    const controller = new AbortController();
    request = controller;
    fetchStreamTicket(options.ticketPath, controller.signal).then(
      ({ ticket }) => {
        if (controller.signal.aborted || stopped) return;
        request = null;
        open(ticket);
      },
      (error: unknown) => {
        if (controller.signal.aborted || stopped) return;
        request = null;
        if (isUnavailable(error)) unavailable = true;
        else retryLater();
      },
    );
  }

  const onOffline = () => close();
  const onOnline = () => {
    failures = 0;
    connect();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  connect();

  return () => {
    stopped = true;
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    close();
  };
}
