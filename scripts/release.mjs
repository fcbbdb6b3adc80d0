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
//       the releases of a remote, oldest first, and the one remotes.json points at.
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
export function switchRelease(app, releaseId, { remotesFile = path.join(shellDistDir(), 'remotes.json'), origin } = {}) {
  if (!REMOTE_APPS.includes(app)) fail(`unknown remote "${app}" (one of ${REMOTE_APPS.join(', ')})`);
  if (releaseId !== 'live') {
    if (!RELEASE_ID.test(releaseId ?? '')) fail(`"${releaseId}" is not a release id (see pnpm release:list ${app})`);
    if (!fs.existsSync(path.join(RELEASES_DIR, app, releaseId, 'mf-manifest.json'))) fail(`${app} has no release ${releaseId}`);
  }
  const remotes = readJson(remotesFile);
  const container = containerOf(app);
  const previous = remotes[container];
  const base = origin ?? (previous ? new URL(previous).origin : `http://localhost:${PORTS[app]}`);
  const next = releaseId === 'live' ? `${base}/mf-manifest.json` : `${base}/releases/${releaseId}/mf-manifest.json`;
  writeAtomically(remotesFile, `${JSON.stringify({ ...remotes, [container]: next }, null, 2)}\n`);
  console.log(`${container}: ${previous ?? '(none)'} → ${next}`);
  console.log(`Roll back with the same command and the previous release id.`);
  return { previous, next };
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

function main(argv) {
  const [command, app, ...rest] = argv;
  if (command === 'build') return void release(app, { version: option(rest, '--version') });
  if (command === 'switch') {
    return void switchRelease(app, rest[0], { remotesFile: option(rest, '--remotes'), origin: option(rest, '--origin') });
  }
  if (command === 'list') {
    const remotesFile = path.join(shellDistDir(), 'remotes.json');
    const live = fs.existsSync(remotesFile) ? readJson(remotesFile)[containerOf(app)] : undefined;
    for (const info of listReleases(app)) {
      console.log(`${info.id}  built ${info.builtAt}  needs ${info.requiredKernel ? `kernel ${info.requiredKernel}` : `shared ${info.requiredShared ?? '?'}`}${live?.includes(`/releases/${info.id}/`) ? '  ← live' : ''}`);
    }
    return undefined;
  }
  fail('usage: release.mjs build <remote> [--version x.y.z] | switch <remote> <id|live> | list <remote>');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
