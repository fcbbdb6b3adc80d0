import { expect, test, type Page } from '../support/test';
import { gameList } from '../support/games';
import { logIn, resetSimulator } from '../support/helpers';

// Issue 14, hole 5: a value on show that fails to refresh stays on show, and its element says
// so ("Could not refresh.") with a Retry. The call answers 500 (every retry of the client and of
// the query too) until the fault is lifted.

/** Fails every request to `path` with a 500; the returned function lifts the fault. */
async function fault(page: Page, path: string): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname === path;
  await page.route(matcher, (route) => route.fulfill({ status: 500, json: { success: false, value: null, message: 'Internal error' } }));
  return () => page.unroute(matcher);
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await logIn(page);
});

test('the balance keeps its last value when a refresh fails, says so, and Retry refreshes it', async ({ page }) => {
  const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText('₱12,345.67');
  const lift = await fault(page, '/wps/v2/wallets/balance');
  await balance.getByRole('button', { name: 'Refresh balance' }).click();
  const stale = balance.getByRole('status');
  await expect(stale).toHaveText(/Could not refresh\./);
  await expect(balance).toContainText('₱12,345.67');

  await lift();
  await stale.getByRole('button', { name: 'Retry' }).click();
  await expect(stale).toBeHidden();
  await expect(balance).toContainText('₱12,345.67');
});

test('the member info keeps the name on show when it cannot be loaded, says so, and Retry loads it', async ({ page }) => {
  const account = page.getByRole('banner').getByRole('navigation', { name: 'Account' });
  await expect(account).toContainText(/demo/i);
  const name = (await account.getByRole('link').first().innerText()).split('\n')[0] ?? '';
  const lift = await fault(page, '/wps/member/info');
  await page.reload();
  const stale = account.getByRole('status');
  await expect(stale).toHaveText(/Could not refresh\./);
  await expect(account).toContainText(name);

  await lift();
  await stale.getByRole('button', { name: 'Retry' }).click();
  await expect(stale).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account details could not be loaded.' })).toHaveCount(0);
  await expect(account.getByRole('link', { name: /VIP/ })).toBeVisible();
});

test('the favourites keep their list when a refresh fails, say so, and Retry refreshes them', async ({ page }) => {
  await page.goto('/rng');
  const cards = gameList(page).getByRole('article');
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    names.push((await card.getAttribute('aria-label')) ?? '');
    await card.getByRole('button', { name: 'Favourite' }).click();
    await expect(card.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  }
  const side = page.getByRole('complementary', { name: 'Side menu' });
  await side.getByRole('link', { name: 'My collection' }).click();
  const favourites = page.getByRole('list', { name: 'Favourite games' });
  for (const name of names) await expect(favourites.getByRole('article', { name, exact: true })).toBeVisible();

  // Back to the list later: it is asked for again, and that fails.
  const lift = await fault(page, '/wps/relay/MCSFE_getFavoriteGamesList');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots' }).first().click();
  await expect(cards.first()).toBeVisible();
  await side.getByRole('link', { name: 'My collection' }).click();
  const stale = page.getByRole('main').getByRole('status').filter({ hasText: 'Could not refresh.' });
  await expect(stale).toBeVisible({ timeout: 15_000 });
  for (const name of names) await expect(favourites.getByRole('article', { name, exact: true })).toBeVisible();

  await lift();
  await stale.getByRole('button', { name: 'Retry' }).click();
  await expect(stale).toBeHidden();
  for (const name of names) await expect(favourites.getByRole('article', { name, exact: true })).toBeVisible();
});
