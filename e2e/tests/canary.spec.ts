// Canary releases and no broken sessions on deploy (issue 25). remotes.json gives mf-games a
// stable release and a canary with a weight; each visitor's bucket (0–99, drawn once and kept in
// their browser's localStorage) picks one. The tests fix the bucket the way a visitor's own
// browser keeps it: in localStorage, set before the app loads. The shell is never rebuilt here.
//
// The releases are copies of mf-games' production build (dist) under release ids of their own,
// each with its version in the manifest (what the footer shows): a real `pnpm release` build is
// releases.spec's business, and a build costs a minute of CI per release.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { gameList } from '../support/games';
import { SIM } from '../support/helpers';
import { settleSessionNotices } from '../support/session';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The shell's deployed files: an e2e shard serves its own copy (SHELL_DIST_DIR, scripts/e2e.mjs).
const remotesFile = path.join(process.env.SHELL_DIST_DIR ?? path.join(root, 'shell', 'dist'), 'remotes.json');
const releasesOf = path.join(root, 'releases', 'mf-games');
const METRICS = `${SIM}/wps/v2/metrics/remote-loads`;
const BUCKET_KEY = 'gp.releaseBucket';

const STABLE = { id: '0.3.0-c0ffee01', version: '0.3.0' };
const CANARY = { id: '0.3.1-c0ffee02', version: '0.3.1' };
const BROKEN = { id: '0.3.2-c0ffee03', version: '0.3.2' };

type Manifest = { metaData: { buildInfo: { buildVersion: string } }; exposes: { path: string; assets: { js: { sync: string[] } } }[] };

/**
 * A release folder made from mf-games' build, with `version` in its manifest; `broken`: the
 * chunks of its `./routes` are missing (a bad upload, a CDN that lost them).
 */
function copyRelease({ id, version }: { id: string; version: string }, { broken = false } = {}): void {
  const target = path.join(releasesOf, id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'mf-games', 'dist'), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  manifest.metaData.buildInfo.buildVersion = version;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const name of ['mf-manifest.json.gz', 'mf-manifest.json.br']) fs.rmSync(path.join(target, name), { force: true });
  if (broken) {
    const routes = manifest.exposes.find((expose) => expose.path === './routes');
    if (!routes || routes.assets.js.sync.length === 0) throw new Error('mf-games manifest lists no ./routes chunks');
    for (const file of routes.assets.js.sync) for (const suffix of ['', '.gz', '.br']) fs.rmSync(path.join(target, `${file}${suffix}`), { force: true });
  }
  fs.writeFileSync(path.join(target, 'release.json'), JSON.stringify({ remote: 'mf-games', id, version, builtAt: new Date().toISOString() }));
}

function release(...args: string[]): string {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'release.mjs'), ...args, '--remotes', remotesFile], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const gamesEntry = () => (JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as { mf_games: unknown }).mf_games;
const manifestOf = (id: string) => `http://localhost:3001/releases/${id}/mf-manifest.json`;

type LoadCount = { remote: string; release: string; ok: number; failed: number; render: number };

async function loadCounts(page: Page): Promise<LoadCount[]> {
  const response = await page.request.get(METRICS);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: { list: LoadCount[] } }).value.list;
}

const countOf = async (page: Page, id: string) => (await loadCounts(page)).find((count) => count.remote === 'mf_games' && count.release === id);

/** Keeps `bucket` in the visitor's browser, as the shell keeps the one it draws (set before the next page load). */
async function keepBucket(page: Page, bucket: number): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/remotes.json');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [BUCKET_KEY, String(bucket)] as const);
}

async function openSlots(page: Page) {
  await page.goto('/rng');
  await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
}

/** The footer's release line, read on Home (a client-side visit keeps what the page has loaded), scrolled to the bottom. */
async function releaseLine(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/index$/);
  const line = page.getByTestId('release-line');
  // The footer loads when it nears the viewport; the home page grows while its content arrives.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(line).toBeVisible({ timeout: 1000 });
  }).toPass();
  return line;
}

/** Opens the slots in a new page load and answers the mf-games manifests it asked for. */
async function gamesManifests(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const listen = (request: { url: () => string }) => {
    if (request.url().startsWith('http://localhost:3001/') && request.url().endsWith('/mf-manifest.json')) asked.push(request.url());
  };
  page.on('request', listen);
  try {
    await openSlots(page);
  } finally {
    page.off('request', listen);
  }
  return asked;
}

const shows = (version: string, canary = false) => new RegExp(`games ${version.replace(/\./g, '\\.')}${canary ? ' \\(canary\\)' : '(?! \\(canary\\))\\b'}`);

test.describe('canary releases', () => {
  let original = '';

  test.beforeAll(() => {
    original = fs.readFileSync(remotesFile, 'utf8');
    copyRelease(STABLE);
    copyRelease(CANARY);
    copyRelease(BROKEN, { broken: true });
  });

  test.beforeEach(async ({ page }) => {
    await settleSessionNotices(page);
    fs.writeFileSync(remotesFile, original);
    release('switch', 'mf-games', STABLE.id);
    await page.request.delete(METRICS);
  });

  test.afterAll(() => {
    fs.writeFileSync(remotesFile, original);
    for (const { id } of [STABLE, CANARY, BROKEN]) fs.rmSync(path.join(releasesOf, id), { recursive: true, force: true });
  });

  test('a 50 % canary: bucket 10 gets it and bucket 90 the stable release, across reloads; abort, then promote', async ({ page }) => {
    // About ten page loads of a production build on a shared 2-core machine.
    test.setTimeout(150_000);
    release('canary', 'mf-games', CANARY.id, '--weight', '50');
    expect(gamesEntry()).toEqual({ stable: manifestOf(STABLE.id), canary: { url: manifestOf(CANARY.id), release: CANARY.id, weight: 50 } });

    // A visitor in bucket 10 runs the canary, page load after page load; the footer says so.
    await keepBucket(page, 10);
    expect(await gamesManifests(page)).toEqual([manifestOf(CANARY.id)]);
    await expect(await releaseLine(page)).toHaveText(shows(CANARY.version, true));
    expect(await gamesManifests(page)).toEqual([manifestOf(CANARY.id)]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), BUCKET_KEY)).toBe('10');

    // A visitor in bucket 90 runs the stable release.
    await keepBucket(page, 90);
    expect(await gamesManifests(page)).toEqual([manifestOf(STABLE.id)]);
    await expect(await releaseLine(page)).toHaveText(shows(STABLE.version));
    expect(await gamesManifests(page)).toEqual([manifestOf(STABLE.id)]);

    // The shell reported both releases' loads to the metrics store.
    await expect.poll(async () => (await countOf(page, CANARY.id))?.ok ?? 0).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await countOf(page, STABLE.id))?.ok ?? 0).toBeGreaterThanOrEqual(2);

    // Abort: the canary's visitors are on the stable release at their next page load.
    release('abort', 'mf-games');
    expect(gamesEntry()).toBe(manifestOf(STABLE.id));
    await keepBucket(page, 10);
    expect(await gamesManifests(page)).toEqual([manifestOf(STABLE.id)]);

    // Promote: the canary becomes everybody's release.
    release('canary', 'mf-games', CANARY.id, '--weight', '50');
    release('promote', 'mf-games');
    expect(gamesEntry()).toBe(manifestOf(CANARY.id));
    expect(await gamesManifests(page)).toEqual([manifestOf(CANARY.id)]);
    await expect(await releaseLine(page)).toHaveText(shows(CANARY.version));
    await keepBucket(page, 90);
    expect(await gamesManifests(page)).toEqual([manifestOf(CANARY.id)]);
  });

  test('a canary whose chunks fail is aborted by the controller after the threshold; its visitors then get the stable release', async ({ page }) => {
    release('canary', 'mf-games', BROKEN.id, '--weight', '50');
    await keepBucket(page, 10);
    const visitor = page;
    // The route's fallback (a chunk that does not arrive reads as a network failure, or a time-out).
    const failed = visitor.getByRole('alert').filter({ hasText: /Network link abnormal, try again\.|Page took longer to load/ });
    for (let load = 0; load < 3; load += 1) {
      await visitor.goto('/rng');
      await expect(failed).toBeVisible();
    }
    // The failures reach the metrics store (batched beacons, sent when a page is left or after a moment).
    await expect.poll(async () => (await countOf(page, BROKEN.id))?.failed ?? 0).toBeGreaterThanOrEqual(3);

    // One pass of the controller, with a minimum of loads this test reaches (production: 50).
    const decided = release('watch', '--once', '--threshold', '2', '--min-loads', '3');
    expect(decided).toMatch(new RegExp(`mf-games canary ${BROKEN.id}: \\d+/\\d+ failed \\([\\d.]+ %\\) → aborted`));
    expect(gamesEntry()).toBe(manifestOf(STABLE.id));

    expect(await gamesManifests(visitor)).toEqual([manifestOf(STABLE.id)]);
    await expect(failed).toHaveCount(0);
  });

  test('a switch during an open session: the page keeps its release, a lazy chunk asked for after the switch loads; the next page load gets the new release', async ({ page }) => {
    const chunks: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/releases/')) chunks.push({ url: response.url(), status: response.status() });
    });
    const failures: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/releases/')) failures.push(request.url());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    await openSlots(page);

    // The deploy: mf-games switches to the next release while this page is open.
    release('switch', 'mf-games', CANARY.id);
    const before = chunks.length;

    // Thai: mf-games' Thai texts are a lazy chunk of the release this page loaded.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'ไทย' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const after = chunks.slice(before);
    expect(after.some(({ url }) => url.includes(`/releases/${STABLE.id}/`) && /locale-th/.test(url)), JSON.stringify(after)).toBe(true);
    expect(after.every(({ url, status }) => url.includes(`/releases/${STABLE.id}/`) && status < 400), JSON.stringify(after)).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(failures).toEqual([]);

    // The next page load runs the new release.
    await page.goto('/rng?lang=EN');
    await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
    await expect(await releaseLine(page)).toHaveText(shows(CANARY.version));
    expect(chunks.some(({ url }) => url.includes(`/releases/${CANARY.id}/`))).toBe(true);
  });
});
