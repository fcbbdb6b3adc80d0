import type { Page, Request } from '@playwright/test';

/** What `loseNextAnswer` saw of one call. */
export type CallWatch = {
  /** Requests of the call that reached the server since the watch began (the one whose answer was lost included). */
  readonly reached: number;
  /** Settles once the server has handled the first request and the browser has been told the connection failed. */
  readonly lost: Promise<void>;
};

/**
 * Loses the next answer of a call (a request whose path ends with `/<call>`): that request goes to
 * the server, which handles it (money moves), then the browser sees the connection fail
 * (`net::ERR_FAILED`), as when the answer is lost on its way back. Later requests of the call pass
 * untouched. Every request of the call from now on is counted, so a test can tell that a retry
 * reached the server.
 */
export async function loseNextAnswer(page: Page, call: string, method = 'POST'): Promise<CallWatch> {
  let reached = 0;
  let answered = false;
  let markLost = () => {};
  const lost = new Promise<void>((resolve) => {
    markLost = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(`/${call}`),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      reached += 1;
      if (answered) return route.fallback();
      answered = true;
      await route.fetch();
      await route.abort('failed');
      markLost();
    },
  );
  return {
    get reached() {
      return reached;
    },
    lost,
  };
}

/**
 * Follows the calls (fetch and XHR) the page makes from now on. `settled()` waits until every one
 * of them has its answer (those the answers start too), then until the page has drawn them: what
 * the member sees once the page is quiet again, e.g. a list refreshed after a failure.
 */
export function followCalls(page: Page): { settled: () => Promise<void> } {
  const answers: Promise<unknown>[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') answers.push(request.response().then((response) => response?.finished()));
  };
  page.on('request', listener);
  return {
    async settled() {
      for (let seen = -1; seen !== answers.length; ) {
        seen = answers.length;
        await Promise.all(answers);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      page.off('request', listener);
    },
  };
}
