// Lighthouse mobile of two signed-in pages: the member wallet (/member/transferFund, demo01) and
// the agent centre's first page (/agentHome/agentTeamOverview, agent01). Plugged into `pnpm bench`
// by bench/run.mjs.
//
// Lighthouse opens its own Chromium with empty storage, so it cannot reuse a Playwright sign-in.
// The shell takes a session handed over as `?token=` (takeTokenFromUrl / restoreSessionAtom in
// kernel/src/session/session-atoms.ts) and fetches the member info itself at start-up
// (use-session-bootstrap.ts): the token is all the audited URL needs. The token comes from a real
// sign-in through the app's own login forms, as the e2e tests sign in, since the login call's body
// is a JWE that only the app (or api-sim's in-process test client) knows how to make.
import { memberSignIn, settleSessionNotices } from './bench-session.mjs';
import { metricsLine, mobileRuns, runLighthouse, scoreOf } from './lighthouse-run.mjs';
import { interleavedRuns, median } from './runs.mjs';

const SIM = 'http://localhost:3100';

/** The demo accounts of api-sim/README.md. */
const PAGES = [
  {
    path: '/member/transferFund',
    account: 'demo01',
    signIn: memberSignIn,
    // The page itself, not the login dialog a refused session would end on.
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Wallet', exact: true }),
  },
  {
    // The page /agentHome opens (`/agentHome?token=` redirects to it): audited at its own address,
    // so Lighthouse measures the page and not a redirect.
    path: '/agentHome/agentTeamOverview',
    account: 'agent01',
    signIn: agentSignIn,
    // The page, not the agent login form a refused session ends on.
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Team overview', exact: true }),
  },
];

/** The agent login form on /agent (e2e/support/agent.ts agentLogIn). */
async function agentSignIn(page, shell) {
  await page.goto(`${shell}/agent`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel('Username').fill('agent01');
  await form.getByLabel('Password').fill('Agent@2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/agentHome\//);
}

/**
 * Signs in with `signIn` and answers the session's token. The context is closed without logging
 * out, so the simulator keeps the session for the Lighthouse runs.
 */
async function tokenOf(browser, shell, signIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The once-per-session notices would cover the login form (e2e/support/session.ts).
  await settleSessionNotices(page);
  try {
    await signIn(page, shell);
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    if (!token) throw new Error('signed in, but no token in session storage');
    return token;
  } finally {
    await context.close();
  }
}

/**
 * Opens the token URL once in a fresh context, as Lighthouse will: a score of the login dialog or
 * of a refusal would look like a fine figure, so the page must show its signed-in content first.
 */
async function checkSignedIn(browser, shell, { path, ready }, token) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${shell}${path}?token=${encodeURIComponent(token)}`);
    await ready(page).waitFor({ timeout: 30_000 });
    return new URL(page.url()).pathname;
  } finally {
    await context.close();
  }
}

/** One Lighthouse mobile run of a signed-in page (its token in the URL). */
function signedInAudit(shell, chromiumPath, { path }, token) {
  const url = `${shell}${path}?token=${encodeURIComponent(token)}`;
  return async () => {
    const { categories, audits, finalDisplayedUrl } = await runLighthouse(url, { chromiumPath, preset: 'mobile', categories: ['performance'] });
    // A session the shell refused ends elsewhere (/login, /agent): that run measured another page.
    const landed = new URL(finalDisplayedUrl).pathname;
    if (!landed.startsWith(path)) throw new Error(`ended on ${landed}, not signed in`);
    const performance = scoreOf(categories.performance) ?? 0;
    return { performance, lines: [`  mobile   performance ${String(performance).padStart(3)}   ${metricsLine(audits)}`] };
  };
}

/** One Lighthouse mobile run of /index for a guest: the reference the signed-in pages are set beside. */
function referenceAudit(shell, chromiumPath) {
  return async () => {
    const { categories } = await runLighthouse(`${shell}/index`, { chromiumPath, preset: 'mobile', categories: ['performance'] });
    return { performance: scoreOf(categories.performance) ?? 0, lines: [] };
  };
}

/**
 * Lighthouse mobile of each signed-in page (median of LIGHTHOUSE_RUNS runs, like /index and /rng).
 * The pages and /index are audited in turn, run by run: on a machine whose load changes during the
 * bench, each page's figure is also given beside /index's in the same rounds (issue 27 compares
 * them so), which a change of load moves much less than the score alone.
 * @param {{ browser: import('@playwright/test').Browser, shell: string, chromiumPath?: string }} context
 */
export default async function signedInBench({ browser, shell, chromiumPath }) {
  // Seed data on the audited pages, whatever the benchmarks before this one did.
  await fetch(`${SIM}/__sim/reset`, { method: 'POST' });
  const runs = mobileRuns();
  const header = (target) => `Lighthouse mobile ${shell}${target.path} (simulated throttling; median of ${runs} runs; ${target.account} signed in by ?token=)`;
  const lines = [];
  const ready = [];
  for (const target of PAGES) {
    try {
      const token = await tokenOf(browser, shell, target.signIn);
      const landed = await checkSignedIn(browser, shell, target, token);
      ready.push({ target, landed, audit: signedInAudit(shell, chromiumPath, target, token) });
    } catch (error) {
      lines.push(header(target), `  mobile   failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (ready.length === 0) return lines;
  const [reference, ...pages] = await interleavedRuns(runs, [referenceAudit(shell, chromiumPath), ...ready.map(({ audit }) => audit)], 'mobile');
  const indexMedian = reference.scores.length > 0 ? median(reference.scores) : undefined;
  for (const [index, { target, landed }] of ready.entries()) {
    const page = pages[index];
    lines.push(header(target), `           signed-in page checked at ${landed}`, ...page.lines);
    if (indexMedian !== undefined && page.scores.length > 0) {
      const ratio = (median(page.scores) / indexMedian).toFixed(2);
      lines.push(`           /index (a guest) in the same rounds: ${indexMedian} (each run: ${reference.scores.join(', ')}); this page: ${ratio}× of it`);
    }
  }
  return lines;
}
