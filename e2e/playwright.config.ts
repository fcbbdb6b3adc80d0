import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.mjs';

const isCI = Boolean(process.env.CI);
/** Set by scripts/e2e.mjs for one shard of the suite: its own output dir and a blob report to merge. */
const shard = process.env.E2E_SHARD;
/**
 * The nginx pass (issue 25, scripts/e2e.mjs): the builds served by nginx with deploy/nginx instead
 * of the Node servers, for its smoke walk and the headers suite. E2E_NGINX_MISSING says why there
 * is no nginx (not found, and it could not be installed): the walk is then skipped, saying so.
 */
const nginx = process.env.E2E_STATIC_SERVER === 'nginx';
const nginxMissing = nginx && Boolean(process.env.E2E_NGINX_MISSING);
const NGINX_SPECS = ['**/nginx-smoke.spec.ts', '**/headers.spec.ts'];

/** E2e runs against the production builds on their own origins, with the simulator (pnpm start). */
export default defineConfig({
  testDir: './tests',
  ...(nginx ? { testMatch: nginxMissing ? NGINX_SPECS.slice(0, 1) : NGINX_SPECS } : { testIgnore: NGINX_SPECS.slice(0, 1) }),
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: shard
    ? [['list'], ['blob', { outputDir: process.env.E2E_BLOB_DIR ?? `blob-report-${shard}`, fileName: `report-shard-${shard}.zip` }]]
    : [['list'], ['html', { open: 'never', outputFolder: nginx ? 'playwright-report-nginx' : 'playwright-report' }], ['json']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? (nginx ? 'test-results-nginx' : 'test-results'),
  use: {
    baseURL: 'http://localhost:3000',
    // A trace records DOM snapshots and a screencast of every action: in CI (retries: 1) only the
    // retry of a failed test records one (measured: a fifth of the suite's CPU time otherwise).
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    // Players who ask for less motion get no rotating banners, marquee or transitions (the UI
    // kit honours the setting everywhere). The suite runs so: an animated page left open repaints
    // all the time, and on a 2-core CI machine that paint is CPU the tests wait for. The banner
    // rotation test opts back in (home.spec).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: nginxMissing ? undefined : {
    command: 'node ../scripts/start.mjs',
    // Test mode: Firebase's Authentication emulator starts beside the simulator (social-login.spec);
    // the nginx pass needs none of it, and serves the builds through nginx.
    env: nginx ? { STATIC_SERVER: 'nginx' } : { FIREBASE_EMULATOR: '1' },
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: !isCI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
