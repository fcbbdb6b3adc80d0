import { expect, test, type Locator, type Page, type Route } from '../support/test';
import { gameList } from '../support/games';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { setRegisterRules, settleSessionNotices } from '../support/session';

// Issue 14, the API fault matrix: each call the player depends on × each way a call fails. For
// every case: a clear message from the catalogue where the call was made, no blank page, no
// uncaught error in the page, what was typed still there, and the session kept (only a 401 ends
// it). Faults are made with page.route on the call alone; the rest of the system is real.

type Fault = '500' | 'time-out' | 'offline' | 'malformed' | 'not JSON' | '401';
const FAULTS: readonly Fault[] = ['500', 'time-out', 'offline', 'malformed', 'not JSON', '401'];

/** The client's time-out for the time-out cases (runtime-config.json's requestTimeoutMs, read at start). */
const CLIENT_TIMEOUT_MS = 4000;

/** What the catalogue says for each fault (shared's errorMessageKey). */
const CATALOGUE: Record<Fault, string> = {
  '500': 'Unknown error.',
  'time-out': 'Page took longer to load, check network.',
  offline: 'Network link abnormal, try again.',
  malformed: 'Unknown error.',
  'not JSON': 'Unknown error.',
  '401': 'You are not logged in. Please log in.',
};

async function failWith(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, json: { success: false, value: null, message: 'Internal error' } });
    case 'time-out':
      // Answers only after the client gave up; then drops it, so nothing hangs past the test.
      await new Promise((resolve) => setTimeout(resolve, CLIENT_TIMEOUT_MS + 2000));
      return route.abort('timedout').catch(() => undefined);
    case 'offline':
      return route.abort('internetdisconnected');
    case 'malformed':
      return route.fulfill({ status: 200, json: { success: true, value: { unexpected: 42 }, message: null } });
    case 'not JSON':
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Bad gateway</title><p>upstream error' });
    case '401':
      return route.fulfill({ status: 401, json: { success: false, value: null, message: 'You are not logged in, please log in', code: 'UNAUTHORIZED' } });
  }
}

type Call = { path: string; method?: string };

const matchers = new Map<string, (url: URL) => boolean>();
/** The one matcher of a call's path (page.unroute needs the same function). */
function callMatcher(call: Call): (url: URL) => boolean {
  let matcher = matchers.get(call.path);
  if (!matcher) {
    matcher = (url: URL) => url.pathname === call.path;
    matchers.set(call.path, matcher);
  }
  return matcher;
}

/** Back to a guest on this page, for the next case of a call made while signed out. */
async function signOutHere(page: Page): Promise<void> {
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto('/index');
}

type Case = { page: Page; fault: Fault; call: Call };

type Flow = {
  name: string;
  call: Call;
  /** Signed in before the fault (the session must outlive every fault but a 401). */
  signedIn: boolean;
  /** Once, before the first case (after signing in). */
  setup?: (page: Page) => Promise<void>;
  /** Brings the page to the moment before the call; the fault is on from the start when `faultFirst`. */
  prepare?: (page: Page) => Promise<void>;
  faultFirst?: boolean;
  /** Makes the call. */
  act: (page: Page) => Promise<void>;
  /** The message (and what else the case shows). */
  expectMessage: (c: Case) => Promise<void>;
  /** What was typed, still there. */
  expectKept?: (page: Page) => Promise<void>;
};

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));
const header = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => header(page).getByRole('group', { name: 'Balance' });

/** A message that names the fault: the catalogue's words in an alert or status of `scope`. */
async function expectCatalogue(scope: Locator, fault: Fault): Promise<void> {
  await expect(scope.getByRole('alert').or(scope.getByRole('status')).filter({ hasText: CATALOGUE[fault] }).first()).toBeVisible({ timeout: 20_000 });
}

async function addBankCard(page: Page): Promise<void> {
  const headers = { token: (await token(page)) ?? '', 'content-type': 'application/json' };
  const response = await page.request.post('/wps/relay/PCS_addBankCard', {
    headers,
    data: { type: 'BC', bankCode: 'UB', accountNo: '1234567890123', accountName: 'DEMO PLAYER' },
  });
  expect(response.ok(), 'a bank card for the withdrawal').toBeTruthy();
}

const FLOWS: Flow[] = [
  {
    name: 'login',
    call: { path: '/wps/session/login', method: 'POST' },
    signedIn: false,
    prepare: async (page) => {
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByLabel('Username').fill('demo01');
      await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
      await dialog.getByRole('checkbox', { name: /terms/i }).check();
    },
    act: (page) => page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click(),
    expectMessage: ({ page, fault }) => expectCatalogue(page.getByRole('dialog', { name: 'Log in' }), fault),
    expectKept: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog.getByLabel('Username')).toHaveValue('demo01');
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Demo@2026');
    },
  },
  {
    name: 'register',
    call: { path: '/wps/member/register', method: 'PUT' },
    signedIn: false,
    prepare: async (page) => {
      await setRegisterRules(page, { captcha: { enabled: false } });
      await page.goto('/register');
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await dialog.getByLabel('Username').fill('faulty001');
      await dialog.getByLabel('Password', { exact: true }).fill('Secret@123');
      await dialog.getByLabel('Confirm password').fill('Secret@123');
      await dialog.getByRole('checkbox', { name: /terms/i }).check();
    },
    act: (page) => page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Register' }).click(),
    expectMessage: ({ page, fault }) => expectCatalogue(page.getByRole('dialog', { name: 'Register' }), fault),
    expectKept: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await expect(dialog.getByLabel('Username')).toHaveValue('faulty001');
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Secret@123');
    },
  },
  {
    name: 'member info (cold start: a reload)',
    call: { path: '/wps/member/info' },
    signedIn: true,
    act: async (page) => {
      await page.reload();
    },
    expectMessage: async ({ page, fault }) => {
      const alert = page.getByRole('alert').filter({ hasText: 'Your account details could not be loaded.' });
      await expect(alert).toContainText(CATALOGUE[fault], { timeout: 20_000 });
      // The name stored at sign-in stays on show, marked as not refreshed.
      const account = header(page).getByRole('navigation', { name: 'Account' });
      await expect(account.getByRole('link', { name: /demo/i }).first()).toBeVisible();
      await expect(account.getByRole('status')).toHaveText(/Could not refresh\./);
    },
  },
  {
    name: 'member info (warm: after signing in)',
    call: { path: '/wps/member/info' },
    signedIn: false,
    faultFirst: true,
    prepare: async (page) => {
      await page.goto('/login');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByLabel('Username').fill('demo01');
      await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
      await dialog.getByRole('checkbox', { name: /terms/i }).check();
    },
    act: (page) => page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click(),
    expectMessage: async ({ page, fault }) => {
      // A 401 to the new token: the login dialog stays and says why.
      if (fault === '401') return expectCatalogue(page.getByRole('dialog', { name: 'Log in' }), fault);
      // Signed in with what the login answered; the fresh copy failed and the header says so.
      const account = header(page).getByRole('navigation', { name: 'Account' });
      await expect(account.getByRole('status')).toHaveText(/Could not refresh\./, { timeout: 20_000 });
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
    },
  },
  {
    name: 'balance',
    call: { path: '/wps/v2/wallets/balance' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/index');
      await expect(balance(page)).toContainText('₱12,345.67');
    },
    act: (page) => balance(page).getByRole('button', { name: 'Refresh balance' }).click(),
    expectMessage: async ({ page }) => {
      await expect(balance(page).getByRole('status')).toHaveText(/Could not refresh\./, { timeout: 20_000 });
      // The last balance stays on show.
      await expect(balance(page)).toContainText('₱12,345.67');
    },
  },
  {
    name: 'game list',
    call: { path: '/wps/relay/GCSGAME_gameList' },
    signedIn: true,
    // A visit within the session: a page load may ask for the list before the stored session is
    // restored, without the token, and a 401 to a request without the session's token does not end it.
    prepare: async (page) => {
      await page.goto('/index');
      await expect(header(page).getByRole('button', { name: /log out/i }).first()).toBeVisible();
    },
    act: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots' }).first().click(),
    expectMessage: ({ page, fault }) => expectCatalogue(page.getByRole('main'), fault),
  },
  {
    name: 'launch',
    call: { path: '/wps/game/launchGame' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/rng');
      await expect(gameList(page).getByRole('article').first()).toBeVisible();
    },
    act: (page) => gameList(page).getByRole('article').first().getByRole('button', { name: 'Start' }).click(),
    expectMessage: async ({ page, fault }) => {
      const dialog = page.getByRole('dialog').filter({ hasText: 'The game could not be started' });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toContainText(CATALOGUE[fault]);
    },
  },
  {
    name: 'add favourite',
    call: { path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/rng');
      await expect(gameList(page).getByRole('article').first()).toBeVisible();
    },
    act: (page) => gameList(page).getByRole('article').first().getByRole('button', { name: 'Favourite' }).click(),
    expectMessage: async ({ page, fault }) => {
      const card = gameList(page).getByRole('article').first();
      await expectCatalogue(card, fault);
      // The optimistic star goes back.
      await expect(card.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
    },
  },
  {
    name: 'announcements',
    call: { path: '/wps/relay/MCSFE_getListAnnouncements' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/index');
      await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
      // The menu opens before the fault: the page's other readers of the same call (the header's
      // promotions count) may meet the 401 first and sign the player out.
      await header(page).getByRole('button', { name: 'Account menu' }).click();
      await expect(header(page).getByRole('button', { name: 'Announcements' })).toBeVisible();
    },
    act: (page) => header(page).getByRole('button', { name: 'Announcements' }).click(),
    expectMessage: ({ page, fault }) => expectCatalogue(page.getByRole('dialog', { name: 'Notices' }), fault),
  },
  {
    name: 'wallet transfer',
    call: { path: '/wps/relay/GCS_walletTransfer', method: 'POST' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto('/member/transferFund');
      await expect(page.getByRole('form', { name: 'Transfer' }).getByText(/^Available: ₱/)).toBeVisible();
      await page.getByRole('form', { name: 'Transfer' }).getByLabel('Amount').fill('100');
    },
    act: (page) => page.getByRole('form', { name: 'Transfer' }).getByRole('button', { name: 'Transfer' }).click(),
    expectMessage: ({ page, fault }) => expectCatalogue(page.getByRole('main'), fault),
    expectKept: async (page) => {
      await expect(page.getByRole('form', { name: 'Transfer' }).getByLabel('Amount')).toHaveValue('100');
    },
  },
  {
    name: 'withdraw',
    call: { path: '/wps/relay/passwordCheck/PCS_withdraw', method: 'POST' },
    signedIn: true,
    setup: async (page) => {
      const waived = await page.request.post(`${SIM}/__sim/turnover/waive`, { data: { username: 'demo01' } });
      expect(waived.ok()).toBeTruthy();
      await addBankCard(page);
    },
    prepare: async (page) => {
      await page.goto('/member/withdraw');
      const form = page.getByRole('form', { name: 'Request a withdrawal' });
      const payTo = form.getByRole('combobox', { name: 'Pay out to' });
      const union = (await payTo.locator('option', { hasText: 'UnionBank' }).textContent()) ?? '';
      await payTo.selectOption({ label: union.trim() });
      await form.getByLabel('Amount').fill('500');
      await expect(form.getByText(/Charge ₱/)).toBeVisible();
      await form.getByLabel('Withdrawal password').fill('135790');
    },
    act: (page) => page.getByRole('form', { name: 'Request a withdrawal' }).getByRole('button', { name: 'Withdraw' }).click(),
    expectMessage: ({ page, fault }) => expectCatalogue(page.getByRole('main'), fault),
    expectKept: async (page) => {
      const form = page.getByRole('form', { name: 'Request a withdrawal' });
      await expect(form.getByLabel('Amount')).toHaveValue('500');
      await expect(form.getByLabel('Withdrawal password')).toHaveValue('135790');
    },
  },
];

// One page per call: the six faults run one after the other on it (the 401 last, as it ends the
// session), each case a step. Signing in once per call keeps the spec fast enough for CI.
for (const flow of FLOWS) {
  test(`${flow.name} × ${FAULTS.join(' | ')}`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await resetSimulator(page);
    await settleSessionNotices(page);
    // The client's time-out, shortened through the runtime config the shell reads at start.
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), requestTimeoutMs: CLIENT_TIMEOUT_MS } });
    });
    if (flow.signedIn) await logIn(page);
    await flow.setup?.(page);
    // Each case is a step; the count goes to the report (a failed case stops its call's test).
    const results = { run: 0, passed: 0 };
    const report = () => {
      test.info().annotations.push({ type: 'cases', description: `${results.run} run, ${results.passed} passed` });
      console.log(`API fault matrix, ${flow.name}: ${results.run} of ${FAULTS.length} cases run, ${results.passed} passed`);
    };

    try {
      for (const fault of FAULTS) {
        await test.step(`${flow.name} × ${fault}`, async () => {
          results.run += 1;
          if (flow.faultFirst && fault !== FAULTS[0]) await signOutHere(page);
          const matcher = callMatcher(flow.call);
          const handler = (route: Route) => (flow.call.method && route.request().method() !== flow.call.method ? route.fallback() : failWith(route, fault));
          if (flow.faultFirst) await page.route(matcher, handler);
          await flow.prepare?.(page);
          if (!flow.faultFirst) await page.route(matcher, handler);
          const answered = page.waitForRequest((request) => matcher(new URL(request.url())) && (!flow.call.method || request.method() === flow.call.method));
          await flow.act(page);
          await answered;

          // On a 401 of a signed-in call the message is the login dialog, checked below.
          if (fault !== '401' || !flow.signedIn) await flow.expectMessage({ page, fault, call: flow.call });
          // No blank page: the header and the page's main region are there, with text.
          await expect(header(page)).toBeVisible();
          await expect(page.locator('main')).toBeVisible();
          expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(0);
          // A 401 on a member page ends the session: the page closes for the login (which brings the
          // player back to it); what was typed there goes with it.
          if (fault !== '401' || !flow.signedIn) await flow.expectKept?.(page);
          if (fault === '401') {
            if (flow.signedIn || flow.faultFirst) await expect.poll(() => token(page), { message: 'a 401 ends the session' }).toBeNull();
            // The player is asked to sign in again (or the sign-in dialog in use stays).
            await expect(page.getByRole('dialog', { name: /^(Log in|Register)$/ }).first()).toBeVisible();
          } else if (flow.signedIn || flow.faultFirst) {
            expect(await token(page), 'the session is kept').toBeTruthy();
            await expect(header(page).getByRole('button', { name: /log out/i }).first()).toBeVisible();
          }
          expect(errors, 'uncaught errors in the page').toEqual([]);
          await page.unroute(matcher, handler);
          results.passed += 1;
        });
      }
    } finally {
      report();
    }
  });
}
