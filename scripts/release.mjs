// Remote releases (issue 14, "independent deploys"): a team builds its remote into a versioned,
// immutable folder and switches the live site to it by editing the shell's remotes.json; a
// rollback is the same edit back. No shell rebuild, no restart: the shell reads remotes.json on
// every page load and each remote's server serves its releases under /releases/<id>/.
//
//   pnpm release <remote> [--version <semver>]
//       builds releases/<remote>/<version>-<hash>/ (hash: sha256 of every file of the build) with
//       its mf-manifest.json and a release.json; a release that exists is never overwritten.
//   pnpm release:switch <remote> <release-id | live> [--remotes <remotes.json>] [--origin <url>]
//       points the remote's entry of remotes.json (default shell/dist/remotes.json, or
//       $SHELL_DIST_DIR/remotes.json) at that release's manifest, or back at the remote's own
//       build (`live`); prints the previous entry.
//   pnpm release:list <remote>
//       the releases of a remote, oldest first, and the ones remotes.json points at.
//
// Canary releases (issue 25; README "Canary releases"): an entry of remotes.json is either the
// manifest URL (everybody runs it) or { "stable": url, "canary": { "url", "release", "weight" } }.
//   pnpm release:canary <remote> <release-id> --weight N   N % of visitors (by their bucket) get it
//   pnpm release:promote <remote>                            the canary becomes the stable release
//   pnpm release:abort <remote>                              the canary is removed
//   pnpm release:watch [--once] [--threshold 2] [--min-loads 50] [--interval 15] [--metrics <url>]
//       the controller: reads the load counts the shells report (runtime config `metricsUrl`) and
//       aborts a canary whose failure rate is above the threshold (%) over at least min-loads loads.
//   pnpm release:prune [--days 30] [--dry-run]
//       removes release folders that no stable or canary entry uses and that left the live site
//       (or were built, if never live) more than N days ago.
// Every change of remotes.json is one atomic rename; a release that stops being used is noted in
// releases/<remote>/retired.json (when it left), which release:prune reads.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PORTS, pnpmSpawnArgs, root, shellDistDir } from './system.mjs';

export const REMOTE_APPS = ['mf-games', 'mf-member', 'mf-agent', 'mf-lottery'];
export const RELEASES_DIR = path.join(root, 'releases');
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const RELEASE_ID = /^(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)-([0-9a-f]{8})$/;

const containerOf = (app) => app.replace('-', '_');

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(2);
}

function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

/** sha256 over every file's path and bytes: the same build gives the same id, any change a new one. */
export function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Builds one remote into an immutable release folder; returns its release.json. */
export function release(app, { version } = {}) {
  if (!REMOTE_APPS.includes(app)) fail(`unknown remote "${app}" (one of ${REMOTE_APPS.join(', ')})`);
  const pkgVersion = readJson(path.join(root, app, 'package.json')).version;
  const releaseVersion = version ?? pkgVersion;
  if (!SEMVER.test(releaseVersion)) fail(`"${releaseVersion}" is not a version (major.minor.patch[-label])`);

  const staging = path.join(RELEASES_DIR, '.staging', `${app}-${process.pid}-${Date.now()}`);
  fs.mkdirSync(staging, { recursive: true });
  try {
    const [command, args] = pnpmSpawnArgs(['--filter', `./${app}`, 'exec', 'webpack', '--mode', 'production', '--output-path', staging]);
    // The manifest's buildInfo.buildVersion is the release's version (the shell shows it in the footer).
    const built = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, MF_BUILD_VERSION: releaseVersion } });
    if (built.status !== 0) fail(`the build of ${app} failed`);
    const manifest = readJson(path.join(staging, 'mf-manifest.json'));
    const hash = contentHash(staging);
    const id = `${releaseVersion}-${hash}`;
    const target = path.join(RELEASES_DIR, app, id);
    const requiredOf = (name) => (manifest.shared ?? []).find((entry) => entry.name === name)?.requiredVersion ?? null;
    const info = {
      remote: app,
      container: containerOf(app),
      id,
      version: releaseVersion,
      hash,
      // The kernel range the release needs (a release built before the kernel: the shared 1.x range).
      requiredKernel: requiredOf('@gp/kernel'),
      requiredShared: requiredOf('shared'),
      builtAt: new Date().toISOString(),
      manifest: `/releases/${id}/mf-manifest.json`,
    };
    if (fs.existsSync(target)) {
      console.log(`${app} ${id} is already released (same content): ${path.relative(root, target)}`);
      return readJson(path.join(target, 'release.json'));
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
    fs.renameSync(staging, target);
    for (const file of listFiles(target)) fs.chmodSync(path.join(target, file), 0o444);
    console.log(`Released ${app} ${id} → ${path.relative(root, target)}`);
    console.log(`Switch the live site to it: pnpm release:switch ${app} ${id}`);
    return info;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** Points the remote's entry of remotes.json at a release (or at its live build); returns both entries. */
export function switchRelease(app, releaseId, { remotesFile = defaultRemotesFile(), origin, releasesDir = RELEASES_DIR } = {}) {
  if (!REMOTE_APPS.includes(app)) fail(`unknown remote "${app}" (one of ${REMOTE_APPS.join(', ')})`);
  if (releaseId !== 'live') {
    if (!RELEASE_ID.test(releaseId ?? '')) fail(`"${releaseId}" is not a release id (see pnpm release:list ${app})`);
    if (!fs.existsSync(path.join(releasesDir, app, releaseId, 'mf-manifest.json'))) fail(`${app} has no release ${releaseId}`);
  }
  const remotes = readJson(remotesFile);
  const container = containerOf(app);
  const previousEntry = remotes[container];
  const previous = stableUrlOf(previousEntry);
  const base = origin ?? (previous ? new URL(previous).origin : `http://localhost:${PORTS[app]}`);
  const next = releaseId === 'live' ? `${base}/mf-manifest.json` : `${base}/releases/${releaseId}/mf-manifest.json`;
  // A canary running beside the stable release stays (promote or abort it on its own).
  const canary = typeof previousEntry === 'object' && previousEntry !== null ? previousEntry.canary : undefined;
  writeEntry(app, canary ? { stable: next, canary } : next, { remotesFile, releasesDir });
  console.log(`${container}: ${previous ?? '(none)'} → ${next}`);
  console.log(`Roll back with the same command and the previous release id.`);
  return { previous, next };
}

const defaultRemotesFile = () => path.join(shellDistDir(), 'remotes.json');

/** The stable URL of an entry of remotes.json (a string, or `{ stable, canary }`). */
export function stableUrlOf(entry) {
  if (typeof entry === 'string') return entry;
  return typeof entry === 'object' && entry !== null && typeof entry.stable === 'string' ? entry.stable : undefined;
}

/** The canary of an entry, if it has a well-formed one. */
export function canaryOf(entry) {
  const canary = typeof entry === 'object' && entry !== null ? entry.canary : undefined;
  return typeof canary === 'object' && canary !== null && typeof canary.url === 'string' && typeof canary.release === 'string' ? canary : undefined;
}

const releaseInUrl = (url) => (typeof url === 'string' ? /\/releases\/([^/]+)\//.exec(url)?.[1] : undefined);

/** The release ids an entry uses (stable and canary). */
export function releasesUsedBy(entry) {
  return [releaseInUrl(stableUrlOf(entry)), canaryOf(entry)?.release].filter(Boolean);
}

const retiredFile = (releasesDir, app) => path.join(releasesDir, app, 'retired.json');

function readRetired(releasesDir, app) {
  try {
    const value = readJson(retiredFile(releasesDir, app));
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/**
 * Writes one remote's entry of remotes.json (one atomic rename) and notes in
 * releases/<remote>/retired.json when each release that stopped being used left the site.
 */
export function writeEntry(app, entry, { remotesFile = defaultRemotesFile(), releasesDir = RELEASES_DIR, now = new Date() } = {}) {
  const remotes = readJson(remotesFile);
  const container = containerOf(app);
  const before = releasesUsedBy(remotes[container]);
  writeAtomically(remotesFile, `${JSON.stringify({ ...remotes, [container]: entry }, null, 2)}\n`);
  const after = new Set(releasesUsedBy(entry));
  const retired = before.filter((id) => !after.has(id));
  const ledger = readRetired(releasesDir, app);
  for (const id of after) delete ledger[id];
  for (const id of retired) ledger[id] = now.toISOString();
  if (retired.length > 0 || after.size > 0) {
    if (fs.existsSync(path.join(releasesDir, app))) writeAtomically(retiredFile(releasesDir, app), `${JSON.stringify(ledger, null, 2)}\n`);
  }
  return { previous: remotes[container], next: entry };
}

class ReleaseError extends Error {}

function checkRemote(app) {
  if (!REMOTE_APPS.includes(app)) throw new ReleaseError(`unknown remote "${app}" (one of ${REMOTE_APPS.join(', ')})`);
}

/** Sends `weight` % of visitors (by their bucket) to `releaseId`; the stable release stays for the others. */
export function startCanary(app, releaseId, { weight, remotesFile = defaultRemotesFile(), releasesDir = RELEASES_DIR, origin } = {}) {
  checkRemote(app);
  if (!RELEASE_ID.test(releaseId ?? '')) throw new ReleaseError(`"${releaseId}" is not a release id (see pnpm release:list ${app})`);
  if (!fs.existsSync(path.join(releasesDir, app, releaseId, 'mf-manifest.json'))) throw new ReleaseError(`${app} has no release ${releaseId}`);
  const share = Number(weight);
  if (!Number.isFinite(share) || share < 0 || share > 100) throw new ReleaseError('--weight must be a number from 0 to 100 (per cent of visitors)');
  const current = readJson(remotesFile)[containerOf(app)];
  const stable = stableUrlOf(current);
  if (!stable) throw new ReleaseError(`remotes.json has no stable entry for ${containerOf(app)}`);
  if (releaseInUrl(stable) === releaseId) throw new ReleaseError(`${releaseId} is already the stable release of ${app}`);
  const base = origin ?? new URL(stable).origin;
  const canary = { url: `${base}/releases/${releaseId}/mf-manifest.json`, release: releaseId, weight: share };
  writeEntry(app, { stable, canary }, { remotesFile, releasesDir });
  console.log(`${containerOf(app)}: canary ${releaseId} for ${share} % of visitors (stable: ${stable})`);
  return canary;
}

/** The canary becomes the stable release (the entry is a plain URL again). */
export function promoteCanary(app, { remotesFile = defaultRemotesFile(), releasesDir = RELEASES_DIR } = {}) {
  checkRemote(app);
  const canary = canaryOf(readJson(remotesFile)[containerOf(app)]);
  if (!canary) throw new ReleaseError(`${app} has no canary to promote`);
  writeEntry(app, canary.url, { remotesFile, releasesDir });
  console.log(`${containerOf(app)}: canary ${canary.release} promoted → ${canary.url}`);
  return canary.url;
}

/** Removes the canary: every visitor gets the stable release on their next page load. */
export function abortCanary(app, { remotesFile = defaultRemotesFile(), releasesDir = RELEASES_DIR, reason = 'by hand' } = {}) {
  checkRemote(app);
  const entry = readJson(remotesFile)[containerOf(app)];
  const canary = canaryOf(entry);
  const stable = stableUrlOf(entry);
  if (!canary || !stable) throw new ReleaseError(`${app} has no canary to abort`);
  writeEntry(app, stable, { remotesFile, releasesDir });
  console.log(`${containerOf(app)}: canary ${canary.release} aborted (${reason}); everybody gets ${stable}`);
  return canary;
}

export const DEFAULT_THRESHOLD_PERCENT = 2;
export const DEFAULT_MIN_LOADS = 50;
export const DEFAULT_METRICS_URL = `http://127.0.0.1:${PORTS['api-sim']}/wps/v2/metrics/remote-loads`;

/**
 * The abort decision for one canary from the counts of its release: a failure rate (failed loads
 * and render errors over loads) above `thresholdPercent` once it has at least `minLoads` loads.
 */
export function canaryVerdict(count, { thresholdPercent = DEFAULT_THRESHOLD_PERCENT, minLoads = DEFAULT_MIN_LOADS } = {}) {
  const loads = (count?.ok ?? 0) + (count?.failed ?? 0);
  const failures = (count?.failed ?? 0) + (count?.render ?? 0);
  const rate = loads === 0 ? 0 : (failures / loads) * 100;
  return { loads, failures, rate, abort: loads >= minLoads && rate > thresholdPercent };
}

/**
 * One pass of the controller: for every remote with a canary, reads its release's counts from the
 * metrics store and aborts it when its verdict says so. Returns what it decided, per remote.
 */
export async function checkCanaries({
  remotesFile = defaultRemotesFile(),
  releasesDir = RELEASES_DIR,
  metricsUrl = DEFAULT_METRICS_URL,
  thresholdPercent = DEFAULT_THRESHOLD_PERCENT,
  minLoads = DEFAULT_MIN_LOADS,
  fetchImpl = fetch,
} = {}) {
  const remotes = readJson(remotesFile);
  const canaries = REMOTE_APPS.map((app) => ({ app, canary: canaryOf(remotes[containerOf(app)]) })).filter(({ canary }) => canary);
  if (canaries.length === 0) return [];
  const response = await fetchImpl(metricsUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new ReleaseError(`metrics ${metricsUrl}: HTTP ${response.status}`);
  const body = await response.json();
  const list = Array.isArray(body?.value?.list) ? body.value.list : [];
  const decisions = [];
  for (const { app, canary } of canaries) {
    const count = list.find((item) => item?.remote === containerOf(app) && item?.release === canary.release);
    const verdict = canaryVerdict(count, { thresholdPercent, minLoads });
    if (verdict.abort) {
      abortCanary(app, { remotesFile, releasesDir, reason: `${verdict.failures} failures in ${verdict.loads} loads, ${verdict.rate.toFixed(1)} % > ${thresholdPercent} %` });
    }
    decisions.push({ app, release: canary.release, ...verdict });
  }
  return decisions;
}

/** The controller's loop: one pass every `intervalMs` (a failed pass is logged and retried). Returns a stop function. */
export function watchCanaries({ intervalMs = 15_000, ...options } = {}) {
  let timer = null;
  let stopped = false;
  const pass = async () => {
    try {
      await checkCanaries(options);
    } catch (error) {
      console.error(`release:watch: ${error instanceof Error ? error.message : error}`);
    }
    if (!stopped) timer = setTimeout(pass, intervalMs);
  };
  timer = setTimeout(pass, 0);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

export const DEFAULT_PRUNE_DAYS = 30;

/**
 * Removes the release folders of every remote that no entry of remotes.json uses (stable or
 * canary) and that left the site — or, never live, were built — more than `days` days ago.
 * Returns the removed (or, with dryRun, removable) folders as `<remote>/<id>`.
 */
export function pruneReleases({ releasesDir = RELEASES_DIR, remotesFile = defaultRemotesFile(), days = DEFAULT_PRUNE_DAYS, now = new Date(), dryRun = false } = {}) {
  const keepDays = Number(days);
  if (!Number.isFinite(keepDays) || keepDays < 0) throw new ReleaseError('--days must be a number of days ≥ 0');
  const remotes = readJson(remotesFile);
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const removed = [];
  for (const app of REMOTE_APPS) {
    const dir = path.join(releasesDir, app);
    if (!fs.existsSync(dir)) continue;
    const live = new Set(releasesUsedBy(remotes[containerOf(app)]));
    const retired = readRetired(releasesDir, app);
    for (const id of fs.readdirSync(dir)) {
      if (!RELEASE_ID.test(id) || live.has(id)) continue;
      const folder = path.join(dir, id);
      let builtAt = NaN;
      try {
        builtAt = Date.parse(readJson(path.join(folder, 'release.json')).builtAt);
      } catch {
        // no release.json: the folder's own time
      }
      if (Number.isNaN(builtAt)) builtAt = fs.statSync(folder).mtimeMs;
      const retiredAt = Date.parse(retired[id] ?? '');
      const lastUsed = Number.isNaN(retiredAt) ? builtAt : Math.max(builtAt, retiredAt);
      if (lastUsed >= cutoff) continue;
      if (!dryRun) fs.rmSync(folder, { recursive: true, force: true });
      removed.push(`${app}/${id}`);
    }
  }
  return removed;
}

export function listReleases(app) {
  const dir = path.join(RELEASES_DIR, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name) && fs.existsSync(path.join(dir, name, 'release.json')))
    .map((name) => readJson(path.join(dir, name, 'release.json')))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

function option(args, name) {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

function numberOption(args, name, fallback) {
  const value = option(args, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new ReleaseError(`${name} needs a number`);
  return number;
}

const USAGE =
  'usage: release.mjs build <remote> [--version x.y.z] | switch <remote> <id|live> | list <remote> | canary <remote> <id> --weight N | promote <remote> | abort <remote> | watch [--once] [--threshold %] [--min-loads N] [--interval s] [--metrics url] | prune [--days N] [--dry-run]';

async function main(argv) {
  const [command, app, ...rest] = argv;
  const args = [app, ...rest].filter((arg) => arg !== undefined);
  const remotesFile = option(args, '--remotes') ?? defaultRemotesFile();
  if (command === 'build') return void release(app, { version: option(rest, '--version') });
  if (command === 'switch') {
    return void switchRelease(app, rest[0], { remotesFile, origin: option(rest, '--origin') });
  }
  if (command === 'list') {
    const entry = fs.existsSync(remotesFile) ? readJson(remotesFile)[containerOf(app)] : undefined;
    const stable = releaseInUrl(stableUrlOf(entry));
    const canary = canaryOf(entry);
    for (const info of listReleases(app)) {
      const mark = info.id === stable ? '  ← live' : info.id === canary?.release ? `  ← canary (${canary.weight} %)` : '';
      console.log(`${info.id}  built ${info.builtAt}  needs ${info.requiredKernel ? `kernel ${info.requiredKernel}` : `shared ${info.requiredShared ?? '?'}`}${mark}`);
    }
    return undefined;
  }
  if (command === 'canary') return void startCanary(app, rest[0], { weight: option(rest, '--weight'), remotesFile, origin: option(rest, '--origin') });
  if (command === 'promote') return void promoteCanary(app, { remotesFile });
  if (command === 'abort') return void abortCanary(app, { remotesFile });
  if (command === 'watch' || command === 'prune') {
    if (command === 'prune') {
      const dryRun = args.includes('--dry-run');
      const removed = pruneReleases({ remotesFile, days: numberOption(args, '--days', Number(process.env.RELEASE_KEEP_DAYS ?? DEFAULT_PRUNE_DAYS)), dryRun });
      console.log(removed.length === 0 ? 'No release to prune.' : `${dryRun ? 'Would remove' : 'Removed'}: ${removed.join(', ')}`);
      return undefined;
    }
    const options = {
      remotesFile,
      metricsUrl: option(args, '--metrics') ?? process.env.CANARY_METRICS_URL ?? DEFAULT_METRICS_URL,
      thresholdPercent: numberOption(args, '--threshold', Number(process.env.CANARY_THRESHOLD ?? DEFAULT_THRESHOLD_PERCENT)),
      minLoads: numberOption(args, '--min-loads', Number(process.env.CANARY_MIN_LOADS ?? DEFAULT_MIN_LOADS)),
    };
    if (args.includes('--once')) {
      for (const decision of await checkCanaries(options)) {
        console.log(`${decision.app} canary ${decision.release}: ${decision.failures}/${decision.loads} failed (${decision.rate.toFixed(1)} %) → ${decision.abort ? 'aborted' : 'kept'}`);
      }
      return undefined;
    }
    watchCanaries({ ...options, intervalMs: numberOption(args, '--interval', 15) * 1000 });
    console.log(`Watching the canaries: abort above ${options.thresholdPercent} % failures over ≥ ${options.minLoads} loads (${options.metricsUrl}).`);
    return undefined;
  }
  throw new ReleaseError(USAGE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`release: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  });
}
