import { expect, test } from '../support/test';
import { gameCard, gameFrame, gameList, header, logInAsTrial, simGameList, spinAndWin } from '../support/games';
import { logIn, resetSimulator } from '../support/helpers';

const START_BALANCE = '₱12,345.67';
const AFTER_ONE_WIN = '₱12,370.67';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('/rng: the vendor filter narrows the list, and the search finds a game by name across the whole category', async ({ page }) => {
  await page.goto('/rng');
  await expect(page.getByText('10,000 games')).toBeVisible();

  await page.getByRole('navigation', { name: 'Vendors' }).getByRole('link', { name: 'Jili Slots' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JILI$/);
  await expect(page.getByText('1,150 games')).toBeVisible();
  const vendors = await gameList(page).getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-vendor')));
  expect(vendors.length).toBeGreaterThan(5);
  expect(new Set(vendors)).toEqual(new Set(['JILI']));

  // A game far down the whole category (not of the chosen vendor).
  const { games } = await simGameList(page.request, { gameType: 'RNG', pageNo: 8_000, pageSize: 1 });
  const target = games[0];
  if (!target) throw new Error('no game at index 8000');
  await page.getByRole('navigation', { name: 'Vendors' }).getByRole('link', { name: 'All' }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill(target.displayName);

  await expect(gameCard(page, target.displayName).first()).toBeVisible();
  const { total } = await simGameList(page.request, { gameType: 'RNG', pageNo: 1, pageSize: 1, keyword: target.displayName });
  await expect(page.getByText(total === 1 ? '1 game' : `${total} games`, { exact: true })).toBeVisible();
});

test('/rng: the first games show before the app has started, where the list then draws them, from one request', async ({ page }) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    // The start-up chunk never arrives: what is on screen is index.html's boot loader.
    await page.route(/\/static\/js\/bootstrap\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/rng');
    const early = page.locator('#boot-loader img').first();
    await expect(early).toBeVisible();
    const before = await early.boundingBox();
    const src = await early.getAttribute('src');

    await page.unrouteAll();
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GCSGAME_gameList')) lists.push(request.url());
    });
    await page.goto('/rng');
    await expect(page.getByText('10,000 games')).toBeVisible();
    await expect(page.locator('#boot-loader')).toHaveCount(0);
    const first = gameList(page).getByRole('listitem').first().locator('img').first();
    await expect(first).toHaveAttribute('src', src ?? '');
    const after = await first.boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(before?.[key], `${key} at ${viewport.width} px`).toBeCloseTo(after?.[key] ?? 0, 0);
    // The list read the early answer: its first page was asked for once.
    expect(lists.filter((url) => new URL(url).searchParams.get('pageNo') === '1')).toHaveLength(1);
    page.removeAllListeners('request');
  }
});

test('/rng: the 10,000-game list scrolls to its last game with a small DOM', async ({ page }) => {
  const { games } = await simGameList(page.request, { gameType: 'RNG', pageNo: 10_000, pageSize: 1 });
  const last = games[0];
  if (!last) throw new Error('no last game');
  await page.goto('/rng');
  await expect(page.getByText('10,000 games')).toBeVisible();
  await expect(gameList(page).getByRole('listitem').first()).toBeVisible();

  // Scroll down the way a player does, then jump to the end.
  for (let i = 0; i < 10; i += 1) await page.mouse.wheel(0, 1_500);
  await expect(gameList(page).getByRole('listitem').first()).not.toHaveAttribute('aria-posinset', '1');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  await expect(gameCard(page, last.displayName)).toBeVisible();
  await expect(gameList(page).locator('[aria-posinset="10000"]')).toBeVisible();
  expect(await gameList(page).getByRole('listitem').count()).toBeLessThan(150);
});

test('a favourite added on /rng shows on /favorite, and removing it there takes it off', async ({ page }) => {
  await logIn(page);
  await page.goto('/rng');
  const first = gameList(page).getByRole('article').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const toggle = first.getByRole('button', { name: 'Favourite' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2') && r.request().method() === 'POST');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect((await (await added).json()).success).toBe(true);

  await page.goto('/favorite');
  const favourites = page.getByRole('list', { name: 'Favourite games' });
  const card = favourites.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();

  const removed = page.waitForResponse((r) => r.url().includes('MCSFE_removeFavoriteGameV2') && r.request().method() === 'DELETE');
  await card.getByRole('button', { name: 'Favourite' }).click();
  await expect(card).toBeHidden();
  expect((await (await removed).json()).success).toBe(true);

  await page.reload();
  await expect(page.getByText('No favourite games yet', { exact: false })).toBeVisible();
});

test('a member plays in the game pop-up, and closing it shows the new balance', async ({ page }) => {
  await logIn(page);
  await expect(header(page)).toContainText(START_BALANCE);
  await page.goto('/rng');
  const first = gameList(page).getByRole('article').first();
  const name = (await first.getAttribute('aria-label')) ?? '';

  await first.getByRole('button', { name: 'Start' }).click();

  const dialog = page.getByRole('dialog', { name });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/sim\/game\?session=/);
  const sandbox = (await frame.getAttribute('sandbox'))?.split(' ') ?? [];
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
  await spinAndWin(gameFrame(page, name));

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page)).toContainText(AFTER_ONE_WIN);
});

test('a sports vendor opens on /seamless without the side menu, and leaving the game shows the new balance', async ({ page }) => {
  await logIn(page);
  await page.goto('/sports');
  await page.getByRole('article', { name: 'SABA Sports' }).getByRole('button', { name: 'Play' }).click();

  await expect(page).toHaveURL(/\/seamless\?nodeId=\d+&vassalage=SABA&gameType=SPORTS/);
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await spinAndWin(gameFrame(page, name));

  await page.getByRole('button', { name: 'Exit game' }).click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(header(page)).toContainText(AFTER_ONE_WIN);
});

test('a guest who presses Start is sent to log in', async ({ page }) => {
  await page.goto('/rng');
  await gameList(page).getByRole('article').first().getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a trial account is refused a real-money game', async ({ page }) => {
  await logInAsTrial(page);
  await page.goto('/rng');
  const launches: string[] = [];
  page.on('request', (request) => request.url().includes('/wps/game/launchGame') && launches.push(request.url()));

  await gameList(page).getByRole('article').first().getByRole('button', { name: 'Start' }).click();

  await expect(page.getByRole('dialog')).toContainText('This is a trial account. Please register a real account');
  expect(launches).toEqual([]);
});

test('/vnLottery?gameCode launches the lottery with the lottery launch parameters', async ({ page }) => {
  await logIn(page);
  const launched = page.waitForResponse((r) => r.url().endsWith('/wps/game/launchGame') && r.request().method() === 'POST');

  await page.goto('/vnLottery?gameCode=VNL_NORTH');

  expect((await (await launched).json()).success).toBe(true);
  // The demo game page echoes every parameter it was launched with.
  const frame = gameFrame(page, 'Northern Lottery');
  const expected = {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: 'LOTT',
    lottoGameCode: 'VNL_NORTH',
    lottoView: 'betting',
    device: 'WEB',
    backUrl: 'http://localhost:3000/vnLottery',
    language: 'EN',
  };
  for (const [name, value] of Object.entries(expected)) await expect(frame.locator(`[data-param="${name}"]`)).toHaveText(value);
  await expect(page.getByRole('region', { name: 'Results · Northern Lottery' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
});
