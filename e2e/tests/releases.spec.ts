// Independent deploys (issue 14): a team releases its remote as an immutable, versioned folder and
// switches the live site to it by editing the shell's remotes.json; rolling back is the same edit.
// The shell is never rebuilt or restarted here: it is the production build `pnpm start` serves.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { gameList } from '../support/games';
import { settleSessionNotices } from '../support/session';

const root = fileURLToPath(new URL('../..', import.meta.url));
const remotesFile = path.join(root, 'shell', 'dist', 'remotes.json');
const releasesOf = path.join(root, 'releases', 'mf-games');

type ReleaseInfo = { id: string; version: string; requiredShared: string | null; manifest: string };

function release(version: string): ReleaseInfo {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'release.mjs'), 'build', 'mf-games', '--version', version], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`release ${version} failed:\n${result.stdout}\n${result.stderr}`);
  const id = /Released mf-games (\S+)|mf-games (\S+) is already released/.exec(result.stdout);
  const releaseId = id?.[1] ?? id?.[2];
  if (!releaseId) throw new Error(`no release id in:\n${result.stdout}`);
  return JSON.parse(fs.readFileSync(path.join(releasesOf, releaseId, 'release.json'), 'utf8')) as ReleaseInfo;
}

function switchTo(id: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'release.mjs'), 'switch', 'mf-games', id], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`switch to ${id} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * What the shell sees of a remote built against a newer `shared` contract: the same release with a
 * manifest that needs shared ^1.999.0 (a remote build records the contract it was built against
 * there, and the shell reads nothing else to decide).
 */
function skewedCopyOf(base: ReleaseInfo): string {
  const id = `${base.version.replace(/-.*$/, '')}-skew.1-0000beef`;
  const target = path.join(releasesOf, id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(releasesOf, base.id), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  for (const entry of manifest.shared) if (entry.name === 'shared') entry.requiredVersion = '^1.999.0';
  fs.chmodSync(manifestFile, 0o644);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const name of ['mf-manifest.json.gz', 'mf-manifest.json.br']) fs.rmSync(path.join(target, name), { force: true });
  const infoFile = path.join(target, 'release.json');
  fs.chmodSync(infoFile, 0o644);
  fs.writeFileSync(infoFile, JSON.stringify({ ...base, id, requiredShared: '^1.999.0' }));
  return id;
}

/**
 * The footer's release line. The footer loads when it nears the viewport, and a game list is as
 * long as its 10,000 games: the line is read on Home (a client-side visit keeps what the page
 * has loaded), scrolled to the bottom.
 */
async function releaseLine(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/index$/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.getByTestId('release-line');
}

async function openSlots(page: Page) {
  await page.goto('/rng');
  await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
}

test.describe('remote releases', () => {
  let original = '';
  let n: ReleaseInfo;
  let next: ReleaseInfo;

  // Two real production builds of mf-games (about a minute each on a busy 2-core machine).
  test.beforeAll(() => {
    test.setTimeout(600_000);
    original = fs.readFileSync(remotesFile, 'utf8');
    n = release('0.1.0');
    next = release('0.1.1');
  });

  test.beforeEach(async ({ page }) => {
    await settleSessionNotices(page);
  });

  test.afterAll(() => {
    // The live site goes back to the build it started with, whatever a test did.
    fs.writeFileSync(remotesFile, original);
  });

  test('mf-games switches from release N to N+1 and back, with the shell running and never rebuilt', async ({ page }) => {
    expect(next.id).not.toBe(n.id);
    expect(n.requiredShared).toBe('^1.2.0');

    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
    });

    switchTo(n.id);
    await openSlots(page);
    await expect(await releaseLine(page)).toHaveText(/games 0\.1\.0\b/);

    switchTo(next.id);
    await openSlots(page);
    await expect(await releaseLine(page)).toHaveText(/games 0\.1\.1\b/);

    // Rollback: the same edit, back to N.
    switchTo(n.id);
    await openSlots(page);
    await expect(await releaseLine(page)).toHaveText(/games 0\.1\.0\b/);

    expect(manifests).toEqual(expect.arrayContaining([`/releases/${n.id}/mf-manifest.json`, `/releases/${next.id}/mf-manifest.json`]));
  });

  test('a remote built against a newer shared contract shows the update message in its route only; the rest of the site works', async ({ page }) => {
    const base = n;
    const skewed = skewedCopyOf(base);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('needs shared')) errors.push(message.text());
    });
    try {
      switchTo(skewed);
      await page.goto('/rng');
      const alert = page.getByRole('alert').filter({ hasText: 'This section needs an update of the site.' });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByText('10,000 games')).toHaveCount(0);

      // The header and navigation still work; the route shows the message again, reported once a page.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Home' }).first().click();
      await expect(page).toHaveURL(/\/index$/);
      await nav.getByRole('link', { name: 'Slots' }).first().click();
      await expect(alert).toBeVisible();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('needs shared ^1.999.0; this shell provides 1.2.0');

      // Another remote still loads: the member team's public promotions page (a guest on a
      // signed-in page such as /lottery is asked to log in before its remote loads).
      // The footer (and its release line) loads when it nears the viewport.
      await page.goto('/promotions');
      await expect(page.getByRole('main').getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
      await expect(await releaseLine(page)).toHaveText(/member \d+\.\d+\.\d+/);
      await expect(page.getByRole('alert').filter({ hasText: 'needs an update' })).toHaveCount(0);

      // Rolling back to a compatible release brings the section back.
      switchTo(base.id);
      await openSlots(page);
    } finally {
      fs.rmSync(path.join(releasesOf, skewed), { recursive: true, force: true });
    }
  });
});
