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
// The shell's deployed files: an e2e shard serves its own copy (SHELL_DIST_DIR, scripts/e2e.mjs).
const remotesFile = path.join(process.env.SHELL_DIST_DIR ?? path.join(root, 'shell', 'dist'), 'remotes.json');
const releasesOf = path.join(root, 'releases', 'mf-games');

type ReleaseInfo = { id: string; version: string; requiredKernel?: string | null; requiredShared: string | null; manifest: string };

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
 * What the shell sees of a remote built against a newer kernel major: the same release with a
 * manifest that needs @gp/kernel ^2.0.0 (a remote build records the kernel it was built against
 * there, and the shell reads nothing else to decide).
 */
const NEWER_KERNEL = '^2.0.0';
function skewedCopyOf(base: ReleaseInfo): string {
  const id = `${base.version.replace(/-.*$/, '')}-skew.1-0000beef`;
  const target = path.join(releasesOf, id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(releasesOf, base.id), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  for (const entry of manifest.shared) if (entry.name === '@gp/kernel') entry.requiredVersion = NEWER_KERNEL;
  fs.chmodSync(manifestFile, 0o644);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const name of ['mf-manifest.json.gz', 'mf-manifest.json.br']) fs.rmSync(path.join(target, name), { force: true });
  const infoFile = path.join(target, 'release.json');
  fs.chmodSync(infoFile, 0o644);
  fs.writeFileSync(infoFile, JSON.stringify({ ...base, id, requiredKernel: NEWER_KERNEL }));
  return id;
}

const versionOf = (file: string) => (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { version: string }).version;
/** The kernel this tree's shell provides, and the UI kit it builds in. */
const KERNEL_VERSION = versionOf('kernel/package.json');
const UI_KIT_VERSION = versionOf('kits/ui/package.json');

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * Today's release of mf-games before the kernel: the newest revision on main's first-parent line
 * that still has `shared` 1.x (the kernel's merge is a merge commit, so its first parent is the
 * main of the day before). Fixed by the history, so every run builds the same release.
 */
function lastSharedRevision(): string {
  for (const commit of git('rev-list', '--first-parent', 'HEAD').split('\n').filter(Boolean)) {
    if (spawnSync('git', ['cat-file', '-e', `${commit}:shared/package.json`], { cwd: root }).status === 0) return commit;
  }
  throw new Error('no commit in the history has shared/package.json (a shallow clone?)');
}

/** [command, args] of pnpm, as the running pnpm was started (scripts/system.mjs does the same). */
function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) return [process.execPath, [execPath, ...args]];
  return ['pnpm', args];
}

/**
 * A real release of mf-games built from a revision of this repository (its own sources, kernel or
 * `shared`, kits, release script and lockfile, installed from the store, or from the registry for
 * packages the store no longer has), optionally changed by `prepare` before the build, copied into
 * this tree's releases. Built once per version: a release of that version found in releases/ is
 * reused, so only the first run pays the build.
 */
function releaseFromTree(revision: string, version: string, prepare: (dir: string) => void = () => {}): ReleaseInfo {
  fs.mkdirSync(releasesOf, { recursive: true });
  const existing = fs.readdirSync(releasesOf).find((id) => id.startsWith(`${version}-`) && fs.existsSync(path.join(releasesOf, id, 'release.json')));
  if (existing) return JSON.parse(fs.readFileSync(path.join(releasesOf, existing, 'release.json'), 'utf8')) as ReleaseInfo;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-tree-'));
  try {
    execFileSync('sh', ['-c', `git archive ${revision} | tar -x -C "${dir}"`], { cwd: root, stdio: 'pipe' });
    prepare(dir);
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

/** The minor version after `version`: 1.0.3 → 1.1.0. */
const nextMinor = (version: string) => {
  const [major = '0', minor = '0'] = version.split('.');
  return `${major}.${Number(minor) + 1}.0`;
};

/**
 * A team's next UI kit: the same kit one minor version on, with a component the shell's copy has
 * never had, and mf-games showing it above its pages. Written into a copy of this tree (the
 * repository itself is untouched), so the release is built exactly as a team would build it.
 */
function withNewerUiKit(kitVersion: string) {
  return (dir: string) => {
    const kit = path.join(dir, 'kits', 'ui');
    const pkgFile = path.join(kit, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string };
    fs.writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version: kitVersion }, null, 2)}\n`);
    fs.writeFileSync(
      path.join(kit, 'src', 'kit-release-note.tsx'),
      `/** New in the UI kit ${kitVersion}. */\nexport function KitReleaseNote() {\n  return <p data-kit-version="${kitVersion}">Built with UI kit ${kitVersion}</p>;\n}\n`,
    );
    fs.appendFileSync(path.join(kit, 'src', 'index.ts'), "export { KitReleaseNote } from './kit-release-note';\n");
    const routesFile = path.join(dir, 'mf-games', 'src', 'app', 'routes.tsx');
    const routes = fs.readFileSync(routesFile, 'utf8');
    const anchor = '      <GamesRoute routeId={routeId} />';
    if (!routes.includes(anchor)) throw new Error(`mf-games/src/app/routes.tsx no longer has "${anchor}": update withNewerUiKit`);
    fs.writeFileSync(routesFile, `import { KitReleaseNote } from '@gp/ui-kit';\n${routes.replace(anchor, `      <KitReleaseNote />\n${anchor}`)}`);
  };
}

/**
 * The footer's release line. The footer loads when it nears the viewport, and a game list is as
 * long as its 10,000 games: the line is read on Home (a client-side visit keeps what the page
 * has loaded), scrolled to the bottom until the footer shows.
 */
async function releaseLine(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/index$/);
  const line = page.getByTestId('release-line');
  // The page grows while its rows load (once, the footer was still below the scrolled-to bottom):
  // scroll to the bottom again until the footer has come in.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(line).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return line;
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
    expect(n.requiredKernel).toBe(`^${KERNEL_VERSION}`);
    expect(n.requiredShared).toBeNull();

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

  test('a remote built against a newer kernel major shows the update message in its route only; the rest of the site works', async ({ page }) => {
    const base = n;
    const skewed = skewedCopyOf(base);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('needs kernel')) errors.push(message.text());
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
      expect(errors[0]).toContain(`needs kernel ${NEWER_KERNEL}; this shell provides kernel ${KERNEL_VERSION}`);

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

  test("shell N runs today's mf-games of shared 1.x: built from the revision before the kernel, it works unchanged", async ({ page }) => {
    // The first run builds it (an offline install and one production build); later runs reuse it.
    test.setTimeout(600_000);
    const revision = lastSharedRevision();
    const older = releaseFromTree(revision, `0.0.1-r${revision.slice(0, 8)}`);
    // Built against shared 1.x, which this shell still provides (shell/src/compat).
    expect(older.requiredShared).toMatch(/^\^1\./);
    expect(older.requiredKernel ?? null).toBeNull();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /needs (shared|kernel)/.test(message.text())) errors.push(message.text());
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

  test('a remote built with a newer UI kit runs on the shell as it is: the new component shows, the site works', async ({ page }) => {
    // One offline install and one production build of a changed copy of this tree; later runs reuse it.
    test.setTimeout(600_000);
    const kitVersion = nextMinor(UI_KIT_VERSION);
    const newer = releaseFromTree('HEAD', `0.1.2-kit${kitVersion}`, withNewerUiKit(kitVersion));
    expect(newer.requiredKernel).toBe(`^${KERNEL_VERSION}`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    switchTo(newer.id);
    await openSlots(page);
    await expect(page.getByText(`Built with UI kit ${kitVersion}`)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'needs an update' })).toHaveCount(0);
    // The shell's own parts (built with UI kit ${UI_KIT_VERSION}) and another remote still work.
    await page.goto('/promotions');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await expect(page.getByText(/Built with UI kit/)).toHaveCount(0);

    switchTo(n.id);
    await openSlots(page);
    await expect(page.getByText(/Built with UI kit/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
