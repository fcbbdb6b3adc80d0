// `pnpm e2e`: makes sure a Chromium exists, builds what is missing, then runs Playwright (its
// webServer starts the whole system through scripts/start.mjs).
//
// The whole suite runs as E2E_SHARDS shards side by side (1 by default, one Playwright run, as
// before). Every test resets the simulator's global state, so two workers cannot share one system:
// each shard starts its OWN whole system on the same ports. Shard 1 runs in the current network (as
// the one plain run does; releases.spec, which may need the registry, runs there); every other
// shard runs inside its own Linux network namespace (`unshare -rn`, loopback only). Spec files are
// split by their durations (e2e/timings.json, longest first onto the least loaded shard). Each
// shard writes a blob report; they are merged into the one HTML report (e2e/playwright-report) and
// the JSON results (PLAYWRIGHT_JSON_OUTPUT_FILE).
// With arguments (`pnpm e2e tests/x.spec.ts`), or without `unshare`/`ip`, it is one plain run;
// `E2E_SHARDS=2 pnpm e2e tests/a.spec.ts tests/b.spec.ts` shards just those files.
// The whole suite ends with the nginx pass (issue 25): the builds served by nginx with the
// configurations of deploy/nginx (scripts/nginx.mjs), its smoke walk (nginx-smoke.spec.ts) and the
// headers suite (headers.spec.ts) run against it, in this network once the shards are done; its
// results are added to the suite's. nginx is installed (Debian's package) when missing; only when
// it can be neither found nor installed is the walk skipped, with the reason in its annotation.
// `pnpm e2e tests/nginx-smoke.spec.ts` (or E2E_STATIC_SERVER=nginx with spec files) runs that pass alone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { appsToBuild, buildApps, root } from './system.mjs';
import { assignShards, failedTests, parseShardCount } from './e2e-shards.mjs';
import { findNginx } from './nginx.mjs';

const E2E = path.join(root, 'e2e');
const PLAYWRIGHT = path.join(E2E, 'node_modules', '.bin', 'playwright');
const WORK = path.join(root, '.tmp', 'e2e-shards');
/**
 * Spec files that need the machine's network: releases.spec installs an old revision's packages
 * (from the registry when the store lacks them). They run in shard 1, which stays in the current
 * network namespace as the one plain run does; the other shards get a namespace of their own.
 */
const NEEDS_NETWORK = ['releases.spec.ts'];

/**
 * A shard's namespace network: loopback, plus a veth pair with an address. Chromium with loopback
 * alone thinks it is offline from the start and never fires `offline`/`online`, which the live
 * balance test (live-balance.spec) emulates; with any other interface up it behaves as on a host.
 */
const NAMESPACE_NETWORK = 'ip link set lo up && (ip link add v0 type veth peer name v1 && ip addr add 10.200.0.1/24 dev v0 && ip link set v0 up && ip link set v1 up || true)';

/** Installs Debian's `pkg` with apt-get (through sudo unless root); answers whether apt-get succeeded. */
function aptInstall(pkg) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) => {
    const [command, ...rest] = isRoot ? args : ['sudo', ...args];
    return spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  return run(['apt-get', 'update']).status === 0 && run(['apt-get', 'install', '-y', pkg]).status === 0;
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH !== undefined) return;
  if (['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p))) return;
  console.log("Chromium not found: installing Debian's chromium package…");
  if (!aptInstall('chromium')) {
    console.error('Could not install Chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}

/** Why there is no nginx for the nginx pass (undefined: there is one), after trying to install Debian's package. */
function ensureNginx() {
  if (findNginx()) return undefined;
  console.log("nginx not found: installing Debian's nginx package…");
  const installed = aptInstall('nginx');
  if (findNginx()) return undefined;
  return installed ? 'apt-get installed nginx but no nginx binary was found (set NGINX_PATH)' : 'apt-get install nginx failed (install it, or set NGINX_PATH)';
}

const NGINX_RESULTS = path.join(root, '.tmp', 'e2e-nginx-results.json');

/** The nginx pass: Playwright with E2E_STATIC_SERVER=nginx (its own report folders, results in NGINX_RESULTS). */
function runNginxPass(args) {
  const missing = ensureNginx();
  if (missing) console.log(`e2e nginx pass: ${missing}; its smoke walk is skipped`);
  fs.mkdirSync(path.dirname(NGINX_RESULTS), { recursive: true });
  fs.rmSync(NGINX_RESULTS, { force: true });
  const env = { ...process.env, E2E_STATIC_SERVER: 'nginx', PLAYWRIGHT_JSON_OUTPUT_FILE: NGINX_RESULTS };
  if (missing) env.E2E_NGINX_MISSING = missing;
  for (const name of ['E2E_SHARD', 'E2E_OUTPUT_DIR', 'E2E_BLOB_DIR']) delete env[name];
  console.log('e2e nginx pass: the builds through nginx (deploy/nginx), nginx-smoke.spec.ts and headers.spec.ts');
  const result = spawnSync(PLAYWRIGHT, ['test', ...args], { cwd: E2E, stdio: 'inherit', env });
  return result.status ?? 1;
}

/** Adds the nginx pass's counts to the suite's JSON results (what `pnpm test` counts). */
function addNginxResults(status) {
  const target = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;
  if (!target || !fs.existsSync(target)) return;
  const json = JSON.parse(fs.readFileSync(target, 'utf8'));
  const pass = fs.existsSync(NGINX_RESULTS) ? JSON.parse(fs.readFileSync(NGINX_RESULTS, 'utf8')) : null;
  json.stats ??= { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  if (!pass?.stats) json.stats.unexpected += 1;
  else for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) json.stats[key] = (json.stats[key] ?? 0) + (pass.stats[key] ?? 0);
  if (pass?.suites && Array.isArray(json.suites)) json.suites.push(...pass.suites);
  if (status !== 0 && pass?.stats && pass.stats.unexpected === 0) json.stats.unexpected += 1;
  fs.writeFileSync(target, JSON.stringify(json, null, 2));
}

/** One Playwright run in this network, as before sharding. */
function runSingle(args) {
  const result = spawnSync(PLAYWRIGHT, ['test', ...args], { cwd: E2E, stdio: 'inherit' });
  return result.status ?? 1;
}

/** Why a shard cannot have its own network namespace here (undefined: it can). */
function namespaceProblem() {
  const probe = spawnSync('unshare', ['-rn', 'sh', '-c', 'ip link set lo up'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.error) return `unshare: ${probe.error.message}`;
  if (probe.status !== 0) return `\`unshare -rn sh -c 'ip link set lo up'\` failed (${(probe.stderr || `exit ${probe.status}`).trim()})`;
  return undefined;
}

function specFiles(dir = path.join(E2E, 'tests'), base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return specFiles(full, base);
      return /\.spec\.[cm]?[jt]s$/.test(entry.name) ? [path.relative(base, full).split(path.sep).join('/')] : [];
    })
    .sort();
}

function readTimings() {
  const file = path.join(E2E, 'timings.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** Prints a child's lines with the shard's prefix as they come. */
function prefixLines(stream, prefix, out) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/** Starts one shard: its own copy of the shell's deployed files, output dirs and network namespace. */
function startShard(index, count, files) {
  const dir = path.join(WORK, `shard-${index}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // releases.spec switches mf-games by editing the shell's remotes.json: each shard's shell serves
  // its own copy of shell/dist, so a switch in one shard never reaches the others.
  const shellDist = path.join(dir, 'shell-dist');
  fs.cpSync(path.join(root, 'shell', 'dist'), shellDist, { recursive: true, preserveTimestamps: true });
  const env = {
    ...process.env,
    E2E_SHARD: String(index),
    E2E_OUTPUT_DIR: path.join(dir, 'test-results'),
    E2E_BLOB_DIR: path.join(dir, 'blob'),
    SHELL_DIST_DIR: shellDist,
    FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
  };
  delete env.PLAYWRIGHT_JSON_OUTPUT_FILE;
  const prefix = `[shard ${index}/${count}] `;
  console.log(`${prefix}${files.length} spec files, ${index === 1 ? 'in this network' : 'in its own network namespace'}: ${files.join(' ')}`);
  const playwright = [PLAYWRIGHT, 'test', ...files.map((file) => `tests/${file}`)];
  const [command, ...commandArgs] = index === 1 ? playwright : ['unshare', '-rn', 'sh', '-c', `${NAMESPACE_NETWORK} && exec "$0" "$@"`, ...playwright];
  const child = spawn(command, commandArgs, {
    cwd: E2E,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ index, dir, status: 1, error }));
    child.on('close', (code, signal) => resolve({ index, dir, status: code ?? (signal ? 1 : 0) }));
  });
}

async function runShards(count, files) {
  const shards = assignShards(files, readTimings(), count, { first: NEEDS_NETWORK });
  fs.mkdirSync(WORK, { recursive: true });
  const started = Date.now();
  console.log(`e2e: ${files.length} spec files in ${shards.length} shards, each with its own system (shard 1 in this network, the others each in a network namespace of their own)`);
  const results = await Promise.all(shards.map((shard, i) => startShard(i + 1, shards.length, shard.files)));

  // One HTML report and one JSON results file from the shards' blob reports.
  const blobs = path.join(WORK, 'blobs');
  fs.rmSync(blobs, { recursive: true, force: true });
  fs.mkdirSync(blobs, { recursive: true });
  const missing = [];
  for (const result of results) {
    const blobDir = path.join(result.dir, 'blob');
    const zips = fs.existsSync(blobDir) ? fs.readdirSync(blobDir).filter((name) => name.endsWith('.zip')) : [];
    if (zips.length === 0) missing.push(result.index);
    for (const zip of zips) fs.copyFileSync(path.join(blobDir, zip), path.join(blobs, zip));
  }
  const jsonFile = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(WORK, 'results.json');
  const report = path.join(E2E, 'playwright-report');
  fs.rmSync(report, { recursive: true, force: true });
  const merged = spawnSync(PLAYWRIGHT, ['merge-reports', '--reporter', 'html,json', blobs], {
    cwd: E2E,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile, PLAYWRIGHT_HTML_OUTPUT_DIR: report, PLAYWRIGHT_HTML_OPEN: 'never' },
  });

  const seconds = Math.round((Date.now() - started) / 1000);
  let failed = [];
  if (fs.existsSync(jsonFile)) {
    const json = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    failed = failedTests(json);
    if (missing.length > 0 && json.stats) {
      // A shard that ended without results (crashed, its system did not start) counts as a failure.
      json.stats.unexpected += missing.length;
      fs.writeFileSync(jsonFile, JSON.stringify(json, null, 2));
    }
  }
  for (const result of results) {
    const state = result.error ? `could not start (${result.error.message})` : result.status === 0 ? 'passed' : `FAILED (exit ${result.status})`;
    console.log(`e2e shard ${result.index}/${results.length}: ${state}${missing.includes(result.index) ? ', no results' : ''}`);
  }
  if (failed.length > 0) console.log(`e2e: failed tests (their output: lines starting "[shard N/${results.length}]"):\n${failed.map((test) => `  ✘ ${test}`).join('\n')}`);
  console.log(`e2e: ${results.length} shards in ${seconds} s; report: e2e/playwright-report`);
  const ok = results.every((result) => result.status === 0) && missing.length === 0 && merged.status === 0;
  return ok ? 0 : 1;
}

ensureChromium();
buildApps(appsToBuild());
const args = process.argv.slice(2);
const count = parseShardCount(process.env.E2E_SHARDS);
// Explicit spec files are sharded only when E2E_SHARDS asks for it; any other argument (--grep, a
// line number…) is one plain run.
const onlyFiles = args.length > 0 && args.every((arg) => /^(tests\/)?[\w./-]+\.spec\.[cm]?[jt]s$/.test(arg));
if (process.env.E2E_STATIC_SERVER === 'nginx' || (onlyFiles && args.every((arg) => /nginx-smoke\.spec/.test(arg)))) process.exit(runNginxPass(args));

async function runSuite() {
  if (count === 1 || (args.length > 0 && !(onlyFiles && process.env.E2E_SHARDS))) return runSingle(args);
  const problem = namespaceProblem();
  if (problem) {
    console.log(`e2e: one run instead of ${count} shards: ${problem}`);
    return runSingle(args);
  }
  // The nginx smoke walk runs in the nginx pass only (the config ignores it in the Node servers' runs).
  const files = args.length > 0 ? args.map((arg) => arg.replace(/^tests\//, '')) : specFiles().filter((file) => !/nginx-smoke\.spec/.test(file));
  return runShards(count, files);
}

const suiteStatus = await runSuite();
if (args.length > 0) process.exit(suiteStatus);
// The whole suite: then the nginx pass, once the suite's systems have stopped (the same ports).
const nginxStatus = runNginxPass([]);
addNginxResults(nginxStatus);
process.exit(suiteStatus !== 0 || nginxStatus !== 0 ? 1 : 0);
