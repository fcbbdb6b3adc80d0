import { expect, test } from '../support/test';
import { installReactRendererCounter, logIn, pushRoute, reactRendererCount, REMOTE_ORIGINS, resetSimulator } from '../support/helpers';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('/ lands on /index with the shell layout', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
});

test('index.html asks for the entry first and preloads the start-up chunks, each fetched once', async ({ page }) => {
  const html = await (await page.request.get('/index')).text();
  const entry = /<script defer src=(\S+?\.js) fetchpriority=high>/.exec(html)?.[1];
  expect(entry, 'the entry script asks for high priority').toBeTruthy();
  const preloaded = [...html.matchAll(/<link rel=preload as=script href=(\S+?\.js)>/g)].map((match) => match[1]);
  // The start-up chunk and the libraries' chunk it needs, at least.
  expect(preloaded.length).toBeGreaterThanOrEqual(2);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === 'http://localhost:3000') requested.push(url.pathname);
  });
  await page.goto('/index');
  await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
  // A preload the app did not take up would be fetched a second time.
  for (const path of [entry, ...preloaded]) expect(requested.filter((url) => url === path), path).toHaveLength(1);
});

test('/rng lists games from the simulator, rendered by mf-games from its own origin', async ({ page }) => {
  const remoteChunk = page.waitForResponse((r) => r.url().startsWith(REMOTE_ORIGINS.mf_games) && r.ok());
  await page.goto('/rng');
  await remoteChunk;
  const list = page.getByRole('list', { name: 'Games', exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(10);

  // The vassalage query filters by vendor, and the vendor filter writes it back.
  await page.getByRole('navigation', { name: 'Vendors' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/vassalage=/);
  const vendor = new URL(page.url()).searchParams.get('vassalage');
  await expect(list.getByRole('listitem').first()).toHaveAttribute('data-vendor', vendor ?? '');
});

test('a guest opening /member lands on /login with the login dialog', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('/member shows the member info, rendered by mf-member from its own origin', async ({ page }) => {
  await logIn(page);
  const remoteChunk = page.waitForResponse((r) => r.url().startsWith(REMOTE_ORIGINS.mf_member) && r.ok());
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Member centre' }).click();
  await remoteChunk;
  const account = page.getByRole('region', { name: 'My account' });
  await expect(account).toContainText('demo01');
  await expect(account).toContainText('Demo Player');
});

test('/agent login refuses a non-agent and lets an agent in', async ({ page }) => {
  const remoteChunk = page.waitForResponse((r) => r.url().startsWith(REMOTE_ORIGINS.mf_agent) && r.ok());
  await page.goto('/agent');
  await remoteChunk;
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel('Username').fill('demo01');
  await form.getByLabel('Password').fill('Demo@2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('This account is not an agent account.');
  await expect(form.getByLabel('Username')).toHaveValue('demo01');

  await form.getByLabel('Username').fill('agent01');
  await form.getByLabel('Password').fill('Agent@2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
});

test('/agent makes an agent with the default weak password change it, and the new one sticks', async ({ page }) => {
  await page.goto('/agent');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel('Username').fill('weakagent01');
  await form.getByLabel('Password').fill('Gp@123456');
  await form.getByRole('button', { name: 'Log in' }).click();

  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  await expect(page).toHaveURL(/\/agent$/);
  await change.getByLabel('New password', { exact: true }).fill('Gp@123456');
  await change.getByLabel('Confirm new password').fill('Gp@123456');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('The default password cannot be used')).toBeVisible();

  await change.getByLabel('New password', { exact: true }).fill('AgentStrong@2026');
  await change.getByLabel('Confirm new password').fill('AgentStrong@2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/agentHome/);

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/agent');
  await form.getByLabel('Username').fill('weakagent01');
  await form.getByLabel('Password').fill('AgentStrong@2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(change).toHaveCount(0);
});

test('/lottery shows the lottery menu, rendered by mf-lottery from its own origin', async ({ page }) => {
  await logIn(page);
  const remoteChunk = page.waitForResponse((r) => r.url().startsWith(REMOTE_ORIGINS.mf_lottery) && r.ok());
  await page.goto('/lottery');
  await remoteChunk;
  const menu = page.getByRole('list', { name: 'Lottery games' });
  await expect(menu.getByRole('listitem').first()).toBeVisible();
  // Game pages hide the side menu.
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
});

test('a blocked remote shows the fallback in its route only, and Retry loads it once it is back', async ({ page }) => {
  let blocked = true;
  await page.route(`${REMOTE_ORIGINS.mf_games}/**`, (route) => (blocked ? route.abort('connectionrefused') : route.fallback()));
  await page.goto('/rng');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Network link abnormal, try again', { timeout: 20_000 });

  // The header, the side menu and other routes keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await page.goBack();
  await expect(page.getByRole('alert')).toContainText('Network link abnormal, try again', { timeout: 20_000 });

  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem').first()).toBeVisible();
});

test('a remote that does not answer in time shows the time-out wording', async ({ page }) => {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, chunkTimeoutMs: 1500 } });
  });
  await page.route(`${REMOTE_ORIGINS.mf_lottery}/**`, () => {
    // Never answered: the remote hangs.
  });
  await logIn(page);
  await page.goto('/lottery');
  await expect(page.getByRole('alert')).toContainText('Page took longer to load, check network', { timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('after visiting a route of every remote, React DOM is loaded exactly once', async ({ page }) => {
  await installReactRendererCounter(page);
  await logIn(page);
  const visits = [
    { path: '/rng', origin: REMOTE_ORIGINS.mf_games, content: page.getByRole('list', { name: 'Games', exact: true }) },
    { path: '/member', origin: REMOTE_ORIGINS.mf_member, content: page.getByRole('region', { name: 'My account' }) },
    { path: '/agent', origin: REMOTE_ORIGINS.mf_agent, content: page.getByRole('form', { name: 'Agent login' }) },
    { path: '/lottery', origin: REMOTE_ORIGINS.mf_lottery, content: page.getByRole('list', { name: 'Lottery games' }) },
  ];
  const loadedOrigins = new Set<string>();
  page.on('response', (response) => loadedOrigins.add(new URL(response.url()).origin));
  for (const visit of visits) {
    await pushRoute(page, visit.path);
    await expect(visit.content).toBeVisible();
    expect(loadedOrigins).toContain(visit.origin);
  }
  expect(await reactRendererCount(page)).toBe(1);
});
