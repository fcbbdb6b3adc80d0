import { expect, type Page } from '@playwright/test';
import { settleSessionNotices } from './session';

export const SIM = 'http://localhost:3100';
export const REMOTE_ORIGINS = {
  mf_games: 'http://localhost:3001',
  mf_member: 'http://localhost:3002',
  mf_agent: 'http://localhost:3003',
  mf_lottery: 'http://localhost:3004',
} as const;

/**
 * Moves the app's router to `url` without reloading the page, as a link would (the router follows
 * the history entry): the page, its federation state and what it loaded are kept. Waits for
 * nothing: the caller checks what the route shows (it may redirect).
 */
export async function pushRoute(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
}

/**
 * Goes to `path` inside the running app and waits until the address is that path: for walks
 * through many routes of one signed-in page, where a full load per route would only repeat the
 * start-up the first visit already tested.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await pushRoute(page, path);
  await expect.poll(() => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  }).toBe(path);
}

export async function resetSimulator(page: Page): Promise<void> {
  const response = await page.request.post(`${SIM}/__sim/reset`);
  expect(response.ok()).toBeTruthy();
}

/** Signs in through the real login dialog on /login (the once-per-session notices settled, so they do not cover the page). */
export async function logIn(page: Page, username = 'demo01', password = 'Demo@2026'): Promise<void> {
  await settleSessionNotices(page);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
}

/** Counts React DOM renderers that registered with a stub DevTools hook (one per loaded react-dom copy). */
export async function installReactRendererCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let nextId = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          const id = nextId++;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

export function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
}
