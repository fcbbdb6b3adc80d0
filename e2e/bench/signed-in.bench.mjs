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
import { medianOfRuns, metricsLine, mobileRuns, runLighthouse, scoreOf } from './lighthouse-run.mjs';

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

/** Lighthouse mobile of one signed-in page: the median of LIGHTHOUSE_RUNS runs, like /index and /rng. */
async function lighthouseMobile(shell, chromiumPath, { path }, token) {
  const url = `${shell}${path}?token=${encodeURIComponent(token)}`;
  const runs = mobileRuns();
  const audit = async () => {
    const { categories, audits, finalDisplayedUrl } = await runLighthouse(url, { chromiumPath, preset: 'mobile', categories: ['performance'] });
    // A session the shell refused ends elsewhere (/login, /agent): that run measured another page.
    const landed = new URL(finalDisplayedUrl).pathname;
    if (!landed.startsWith(path)) throw new Error(`ended on ${landed}, not signed in`);
    const performance = scoreOf(categories.performance) ?? 0;
    return { performance, lines: [`  mobile   performance ${String(performance).padStart(3)}   ${metricsLine(audits)}`] };
  };
  return medianOfRuns(runs, audit, 'mobile');
}

/** @param {{ browser: import('@playwright/test').Browser, shell: string, chromiumPath?: string }} context */
export default async function signedInBench({ browser, shell, chromiumPath }) {
  // Seed data on the audited pages, whatever the benchmarks before this one did.
  await fetch(`${SIM}/__sim/reset`, { method: 'POST' });
  const lines = [];
  for (const target of PAGES) {
    const header = `Lighthouse mobile ${shell}${target.path} (simulated throttling; median of ${mobileRuns()} runs; ${target.account} signed in by ?token=)`;
    try {
      const token = await tokenOf(browser, shell, target.signIn);
      const landed = await checkSignedIn(browser, shell, target, token);
      lines.push(header, `           signed-in page checked at ${landed}`, ...(await lighthouseMobile(shell, chromiumPath, target, token)));
    } catch (error) {
      lines.push(header, `  mobile   failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return lines;
}
