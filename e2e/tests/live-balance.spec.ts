import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, test } from '../support/test';
import { logIn, resetSimulator, SIM } from '../support/helpers';

// Issue 24, part 3: the simulator pushes balance changes (Server-Sent Events); the header shows
// them without a reload, and after going offline and online it reconnects and resynchronises.
// (The fallback without a stream is unit-tested: shell/src/features/live-balance.)
// Chromium fires offline/online only where it sees a network interface besides loopback: in a
// network namespace with loopback alone it starts "offline" and the emulation changes nothing.

async function credit(request: APIRequestContext, amount: number): Promise<void> {
  const response = await request.post(`${SIM}/__sim/credit`, { data: { username: 'demo01', amount } });
  expect(response.ok()).toBeTruthy();
}

async function openStreams(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${SIM}/__sim/balance-streams`);
  return ((await response.json()) as { value: { streams: unknown[] } }).value.streams.length;
}

function headerBalance(page: Page) {
  return page.getByRole('banner').getByRole('group', { name: 'Balance' }).getByTestId('balance');
}

test('an operator credit reaches the header without a reload; offline then online, the stream reconnects and the balance resynchronises', async ({ page, request }) => {
  await resetSimulator(page);
  await logIn(page);
  const balance = headerBalance(page);
  await expect(balance).toHaveText('₱12,345.67');
  await expect.poll(() => openStreams(request)).toBe(1);
  // A reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { liveBalanceMark: true }));

  await credit(request, 100);
  await expect(balance).toHaveText('₱12,445.67', { timeout: 2_000 });

  // Where Chromium sees no network but loopback (a bare network namespace) it is "offline" from
  // the start and the emulation below fires nothing: that part is said, not silently passed
  // (scripts/e2e.mjs gives its namespaces a veth, so they do see one).
  const canGoOffline = await page.evaluate(() => navigator.onLine);
  test.info().annotations.push({ type: 'offline', description: canGoOffline ? 'emulated' : 'not emulable here (loopback only): offline → online not checked' });
  if (canGoOffline) {
    await page.context().setOffline(true);
    await expect.poll(() => openStreams(request)).toBe(0);
    await credit(request, 50);
    const refetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/v2/wallets/balance');
    await page.context().setOffline(false);
    // Online again: the stream opens with a new ticket and the balance is fetched once more.
    await refetched;
    await expect(balance).toHaveText('₱12,495.67', { timeout: 2_000 });
    await expect.poll(() => openStreams(request)).toBe(1);
  } else {
    console.warn('live-balance.spec: Chromium sees loopback only here; offline → online is not checked');
    await credit(request, 50);
    await expect(balance).toHaveText('₱12,495.67', { timeout: 2_000 });
  }

  // The new stream is live.
  await credit(request, 4.33);
  await expect(balance).toHaveText('₱12,500.00', { timeout: 2_000 });
  expect(await page.evaluate(() => 'liveBalanceMark' in window)).toBe(true);
});
