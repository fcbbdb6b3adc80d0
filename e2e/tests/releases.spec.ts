// Independent deploys (issue 14): a team releases its remote as an immutable, versioned folder and
// switches the live site to it by editing the shell's remotes.json; rolling back is the same edit.
// The shell is never rebuilt or restarted here: it is the production build `pnpm start` serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
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

const sharedVersionOf = (text: string) => (JSON.parse(text) as { version: string }).version;
/** The shared contract this tree's shell provides (shared/package.json). */
const SHARED_VERSION = sharedVersionOf(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * Remote N−1: the last revision of the project before `shared` became the contract version this
 * shell provides (the parent of the commit that bumped it). Fixed by the history, so every run
 * builds the same release.
 */
function previousContractRevision(): string {
  let bump: string | null = null;
  for (const commit of git('log', '--format=%H', '--', 'shared/package.json').split('\n').filter(Boolean)) {
    if (sharedVersionOf(git('show', `${commit}:shared/package.json`)) !== SHARED_VERSION) break;
    bump = commit;
  }
  if (!bump) throw new Error(`no commit in the history sets shared ${SHARED_VERSION} (a shallow clone?)`);
  return git('rev-parse', `${bump}^`);
}

/** [command, args] of pnpm, as the running pnpm was started (scripts/system.mjs does the same). */
function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) return [process.execPath, [execPath, ...args]];
  return ['pnpm', args];
}

/**
 * A real release of mf-games built from an older revision (its own sources, its own `shared`, its
 * own release script, the lockfile of its time installed from the store, or from the registry for
 * packages the store no longer has), copied into
 * this tree's releases. Built once per revision: a release of that version found in releases/ is
 * reused, so only the first run pays the build.
 */
function releaseFromRevision(revision: string): ReleaseInfo {
  const version = `0.0.1-r${revision.slice(0, 8)}`;
  fs.mkdirSync(releasesOf, { recursive: true });
  const existing = fs.readdirSync(releasesOf).find((id) => id.startsWith(`${version}-`) && fs.existsSync(path.join(releasesOf, id, 'release.json')));
  if (existing) return JSON.parse(fs.readFileSync(path.join(releasesOf, existing, 'release.json'), 'utf8')) as ReleaseInfo;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'n-minus-1-'));
  try {
    execFileSync('sh', ['-c', `git archive ${revision} | tar -x -C "${dir}"`], { cwd: root, stdio: 'pipe' });
    const run = (command: string, args: string[], what: string) => {
      const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '' } });
      if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    };
    run(...pnpm(['install', '--frozen-lockfile', '--prefer-offline']), `pnpm install of ${revision}`);
    const out = run(process.execPath, [path.join(dir, 'scripts', 'release.mjs'), 'build', 'mf-games', '--version', version], `the release of ${revision}`);
    const id = /Released mf-games (\S+)/.exec(out)?.[1];
    if (!id) throw new Error(`no release id in:\n${out}`);
    fs.cpSync(path.join(dir, 'releases', 'mf-games', id), path.join(releasesOf, id), { recursive: true });
    return JSON.parse(fs.readFileSync(path.join(releasesOf, id, 'release.json'), 'utf8')) as ReleaseInfo;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
    expect(n.requiredShared).toBe('^1.5.0');

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
      expect(errors[0]).toContain('needs shared ^1.999.0; this shell provides 1.5.0');

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

  test('shell N runs remote N−1: mf-games built from the revision before this shared contract works unchanged', async ({ page }) => {
    // The first run builds it (an offline install and one production build); later runs reuse it.
    test.setTimeout(600_000);
    const revision = previousContractRevision();
    const older = releaseFromRevision(revision);
    // Built against the previous contract, which this shell still provides (add-only).
    expect(older.requiredShared).toMatch(/^\^1\./);
    expect(older.requiredShared).not.toBe(`^${SHARED_VERSION}`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('needs shared')) errors.push(message.text());
    });

    switchTo(older.id);
    await openSlots(page);
    await expect(page.getByRole('alert').filter({ hasText: 'needs an update' })).toHaveCount(0);
    // The older remote's pages work: the slots list and one vendor's list.
    await expect(gameList(page).getByRole('article').first()).toBeVisible();
    await page.goto('/rng?vassalage=PG');
    await expect(gameList(page).getByRole('article').first()).toBeVisible();
    await expect(await releaseLine(page)).toHaveText(new RegExp(`games ${older.version.replace(/\./g, '\\.')}\\b`));

    // Forward again to N: the same edit.
    switchTo(n.id);
    await openSlots(page);
    await expect(await releaseLine(page)).toHaveText(/games 0\.1\.0\b/);
    expect(errors).toEqual([]);
  });
});
