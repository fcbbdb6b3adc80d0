import { expect, test, type Page } from '../support/test';
import { logInAsTrial } from '../support/games';
import { logIn, resetSimulator } from '../support/helpers';
import { settleSessionNotices } from '../support/session';

// Issue 14, the role × route matrix: guest, trial, member and agent × every guarded route, every
// member-centre sub-route and the agent routes, each opened by its address (a fresh page load).
// Each cell has its expected outcome (SPEC §2 and §6); a leak is a page a role may not see that
// renders anyway: any element of the remote that owns it (its CSS-module class prefix) on screen.

type Role = 'guest' | 'trial' | 'member' | 'agent';
type Remote = 'mf_games' | 'mf_member' | 'mf_agent' | 'mf_lottery';
type Route = { path: string; remote: Remote; auth: boolean; realOnly?: boolean; agentOnly?: boolean };
type Outcome = { kind: 'render' } | { kind: 'login' } | { kind: 'trial-blocked' } | { kind: 'redirect'; to: string };

/** Each app's CSS-module class prefix (config/webpack.js cssPrefix). */
const PREFIX: Record<Remote, string> = { mf_games: 'ga', mf_member: 'me', mf_agent: 'ag', mf_lottery: 'lo' };

const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
];

const ROUTES: readonly Route[] = [
  { path: '/pointMall', remote: 'mf_member', auth: true, realOnly: true },
  { path: '/favorite', remote: 'mf_games', auth: true },
  { path: '/recent', remote: 'mf_games', auth: true },
  { path: '/seamless', remote: 'mf_games', auth: true },
  { path: '/lottery', remote: 'mf_lottery', auth: true },
  { path: '/seaLottery', remote: 'mf_lottery', auth: true },
  { path: '/vnLottery', remote: 'mf_lottery', auth: true },
  { path: '/member', remote: 'mf_member', auth: true, realOnly: true },
  ...MEMBER_PAGES.map((page): Route => ({ path: `/member/${page}`, remote: 'mf_member', auth: true, realOnly: true })),
  { path: '/agentHome', remote: 'mf_agent', auth: true, realOnly: true, agentOnly: true },
];

/** The expected outcome of a cell, written from SPEC §2 and §6 (not read from the app). */
function expected(route: Route, role: Role): Outcome {
  if (role === 'guest') return route.agentOnly ? { kind: 'redirect', to: '/agent' } : route.auth ? { kind: 'login' } : { kind: 'render' };
  if (role === 'trial' && route.realOnly) return { kind: 'trial-blocked' };
  if (route.agentOnly && role !== 'agent') return { kind: 'redirect', to: '/agent' };
  return { kind: 'render' };
}

async function signIn(page: Page, role: Role): Promise<void> {
  await settleSessionNotices(page);
  if (role === 'member') await logIn(page);
  if (role === 'trial') await logInAsTrial(page);
  if (role === 'agent') {
    await page.goto('/agent');
    const form = page.getByRole('form', { name: 'Agent login' });
    await form.getByLabel('Username').fill('agent01');
    await form.getByLabel('Password').fill('Agent@2026');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/agentHome/);
  }
}

/** Elements of the remote's own components in the page (its pages, its fallbacks). */
const remoteElements = (page: Page, remote: Remote) => page.locator(`main [class^="${PREFIX[remote]}-"], main [class*=" ${PREFIX[remote]}-"]`);

const results: { role: Role; path: string; outcome: string; leak: boolean }[] = [];

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.afterAll(() => {
  const leaks = results.filter((cell) => cell.leak).length;
  console.log(`Role × route matrix: ${results.length} cells (4 roles × ${ROUTES.length} routes), ${leaks} leaks`);
  for (const kind of ['render', 'login', 'trial-blocked', 'redirect']) {
    console.log(`  ${kind}: ${results.filter((cell) => cell.outcome === kind).length}`);
  }
});

for (const role of ['guest', 'trial', 'member', 'agent'] as const) {
  test(`${role} × every guarded route`, async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, role);
    for (const route of ROUTES) {
      const outcome = expected(route, role);
      const cell = `${role} × ${route.path} → ${outcome.kind}`;
      await page.goto(route.path);
      switch (outcome.kind) {
        case 'render': {
          await expect(page, cell).toHaveURL(new RegExp(`${route.path}(/|\\?|$)`));
          // The remote's own page, or the one it says is still to come (shared's NotAvailableYet).
          const rendered = remoteElements(page, route.remote).or(page.getByRole('main').getByRole('region', { name: 'Not available yet' }));
          await expect(rendered.first(), cell).toBeAttached();
          await expect(page.getByRole('dialog', { name: /Log in|Trial account/ }), cell).toHaveCount(0);
          break;
        }
        case 'login':
          await expect(page, cell).toHaveURL(/\/login$/);
          await expect(page.getByRole('dialog', { name: 'Log in' }), cell).toBeVisible();
          break;
        case 'trial-blocked':
          await expect(page, cell).toHaveURL(/\/index$/);
          await expect(page.getByRole('dialog', { name: 'Trial account' }), cell).toBeVisible();
          break;
        case 'redirect':
          await expect(page, cell).toHaveURL(new RegExp(`${outcome.to}$`));
          break;
      }
      // A leak: the remote of a page this role may not see renders anything at all.
      const leak = outcome.kind !== 'render' && (await remoteElements(page, route.remote).count()) > 0 && !(outcome.kind === 'redirect' && route.remote === 'mf_agent');
      if (outcome.kind === 'redirect' && route.remote === 'mf_agent') {
        // /agent is mf-agent's login: only its login form may be there, never the agent centre.
        await expect(page.getByRole('form', { name: 'Agent login' }), cell).toBeVisible();
      }
      results.push({ role, path: route.path, outcome: outcome.kind, leak });
      expect(leak, `${cell}: leaked`).toBe(false);
    }
  });
}
