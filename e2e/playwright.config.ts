import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.mjs';

const isCI = Boolean(process.env.CI);
/** Set by scripts/e2e.mjs for one shard of the suite: its own output dir and a blob report to merge. */
const shard = process.env.E2E_SHARD;

/** E2e runs against the production builds on their own origins, with the simulator (pnpm start). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: shard
    ? [['list'], ['blob', { outputDir: process.env.E2E_BLOB_DIR ?? `blob-report-${shard}`, fileName: `report-shard-${shard}.zip` }]]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ['json']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
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
  webServer: {
    command: 'node ../scripts/start.mjs',
    // Test mode: Firebase's Authentication emulator starts beside the simulator (social-login.spec).
    env: { FIREBASE_EMULATOR: '1' },
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: !isCI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
