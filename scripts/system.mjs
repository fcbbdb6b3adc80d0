// Builds what is missing and starts the whole system: the simulator and the five production builds.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originsFromEnv, reportUrisFromEnv } from './security-headers.mjs';
import { startNginx } from './nginx.mjs';
import { serveApp } from './serve-app.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-games', 'mf-member', 'mf-agent', 'mf-lottery'];
export const PORTS = { shell: 3000, 'mf-games': 3001, 'mf-member': 3002, 'mf-agent': 3003, 'mf-lottery': 3004, 'api-sim': 3100 };

/**
 * Runs pnpm the way this script was started: under `npx pnpm …` on a fresh machine pnpm is not on
 * the PATH, but pnpm passes its own entry point in npm_execpath.
 */
export function pnpmSpawnArgs(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) return [process.execPath, [execPath, ...args]];
  return [process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm', args];
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The shell's deployed files: shell/dist, or SHELL_DIST_DIR (a copy of it: each e2e shard serves
 * its own, so a release switch in one shard's remotes.json never reaches another).
 */
export function shellDistDir() {
  return process.env.SHELL_DIST_DIR ? path.resolve(process.env.SHELL_DIST_DIR) : path.join(root, 'shell', 'dist');
}

function buildMarker(app) {
  return path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

/** An app needs a build when its output is missing or older than its sources (or the kernel and the kits it builds in). */
export function appsToBuild() {
  const sharedChanged = Math.max(newestMtime(path.join(root, 'kernel', 'src')), newestMtime(path.join(root, 'kits')), newestMtime(path.join(root, 'config')));
  return APPS.filter((app) => {
    const marker = buildMarker(app);
    if (!fs.existsSync(marker)) return true;
    const built = fs.statSync(marker).mtimeMs;
    const sources = Math.max(newestMtime(path.join(root, app, 'src')), newestMtime(path.join(root, app, 'public')), sharedChanged);
    return sources > built;
  });
}

export function buildApps(apps) {
  if (apps.length === 0) return;
  console.log(`Building ${apps.join(', ')} (production)…`);
  const filters = apps.flatMap((app) => ['--filter', `./${app}`]);
  const [command, args] = pnpmSpawnArgs(['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Build failed');
  // webpack does not rewrite an output file whose content did not change (compareBeforeEmit), so
  // the marker is stamped: a source touched without a change in output is not rebuilt again.
  const now = new Date();
  for (const app of apps) if (fs.existsSync(buildMarker(app))) fs.utimesSync(buildMarker(app), now, now);
}

/** Firebase's Authentication emulator of the e2e suite (e2e/firebase.json: demo project, no credentials). */
export const AUTH_EMULATOR = { host: '127.0.0.1', port: 9099, projectId: 'demo-gp' };

/**
 * Test mode (FIREBASE_EMULATOR=1, set by the e2e config): starts the Authentication emulator from
 * the e2e package's firebase-tools (a devDependency of e2e only: `pnpm start` never loads it).
 */
async function startAuthEmulator() {
  const bin = path.join(root, 'e2e', 'node_modules', '.bin', 'firebase');
  if (!fs.existsSync(bin)) throw new Error(`FIREBASE_EMULATOR is set but ${bin} is missing: run pnpm install (firebase-tools is a devDependency of e2e)`);
  const emulator = spawn(bin, ['emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR.projectId, '--config', 'firebase.json'], {
    cwd: path.join(root, 'e2e'),
    stdio: ['ignore', process.env.FIREBASE_EMULATOR_LOG === '1' ? 'inherit' : 'ignore', 'inherit'],
    // In this process's group (not detached): Playwright stops its webServer by killing the
    // group, which must take the emulator too — a detached one outlived it, kept the webServer's
    // stderr open and hung the test run at its end.
  });
  // SIGKILL: the emulator answers SIGTERM with a graceful shutdown that may never end, and an
  // Authentication emulator of a demo project has nothing to save.
  const kill = () => {
    if (emulator.exitCode === null && emulator.signalCode === null) emulator.kill('SIGKILL');
  };
  process.on('exit', kill);
  emulator.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && signal !== 'SIGINT' && signal !== 'SIGKILL') {
      console.error(`Firebase Authentication emulator stopped (code ${code ?? signal}).`);
      process.exit(1);
    }
  });
  await waitForHttp(`http://${AUTH_EMULATOR.host}:${AUTH_EMULATOR.port}/`, 120_000);
  return kill;
}

function waitForHttp(url, timeoutMs) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      fetch(url)
        .then(() => resolve())
        .catch(() => {
          if (Date.now() - started > timeoutMs) reject(new Error(`${url} did not answer in ${timeoutMs} ms`));
          else setTimeout(attempt, 200);
        });
    };
    attempt();
  });
}

/** Which server serves the builds: `STATIC_SERVER=nginx` for nginx with deploy/nginx (scripts/nginx.mjs), else Node (serve-app.mjs). */
export function staticServer() {
  return process.env.STATIC_SERVER === 'nginx' ? 'nginx' : 'node';
}

/**
 * Chunks from a CDN (issue 25): the CDN origins of the shell's runtime-config.json (`cdn`) that
 * are this machine (http://localhost:PORT/, a port of no app) are served here too, as another
 * origin with the same files as the remote's own (its build and its releases). Nothing when no
 * such CDN is configured. A CDN elsewhere is the operator's.
 */
export function localCdnServers(shellDir) {
  let config;
  try {
    config = JSON.parse(fs.readFileSync(path.join(shellDir, 'runtime-config.json'), 'utf8'));
  } catch {
    return [];
  }
  const cdn = typeof config?.cdn === 'object' && config.cdn !== null ? config.cdn : {};
  const taken = new Set(Object.values(PORTS));
  const servers = new Map();
  for (const [container, url] of Object.entries(cdn)) {
    const app = container.replace('_', '-');
    if (!APPS.includes(app) || app === 'shell' || typeof url !== 'string') continue;
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    const port = Number(parsed.port);
    if (parsed.protocol !== 'http:' || !['localhost', '127.0.0.1'].includes(parsed.hostname) || !port || taken.has(port) || parsed.pathname !== '/') continue;
    if (servers.has(port)) continue;
    servers.set(port, { name: `${app}-cdn`, role: 'remote', dir: path.join(root, app, 'dist'), releasesDir: path.join(root, 'releases', app), port });
  }
  return [...servers.values()];
}

/** Starts the simulator (child process) and the static servers: five apps and any local CDN (Node in this process, or nginx). */
export async function startSystem({ host = '127.0.0.1' } = {}) {
  const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${PORTS['api-sim']}`;
  const stopEmulator = process.env.FIREBASE_EMULATOR === '1' ? await startAuthEmulator() : null;
  let sim = null;
  if (!process.env.API_TARGET) {
    const simDir = path.join(root, 'api-sim');
    sim = spawn(path.join(simDir, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
      cwd: simDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORTS['api-sim']),
        HOST: host,
        // The simulator accepts the emulator's unsigned ID tokens only in test mode.
        ...(stopEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: `${AUTH_EMULATOR.host}:${AUTH_EMULATOR.port}`, FIREBASE_PROJECT_ID: AUTH_EMULATOR.projectId } : {}),
      },
    });
    sim.on('exit', (code, signal) => {
      if (signal !== 'SIGTERM' && signal !== 'SIGINT' && signal !== 'SIGKILL') {
        console.error(`api-sim stopped (code ${code ?? signal}).`);
        process.exit(1);
      }
    });
    process.on('exit', () => sim?.kill('SIGTERM'));
    await waitForHttp(`${apiTarget}/wps/system/status`, 30_000);
  }
  // The shell's Content-Security-Policy names the image CDNs and the framed origins (launch CDNs,
  // demo pages) of the back end: the simulator serves both itself, and collects the violations.
  const simOrigin = process.env.API_TARGET ? [] : [`http://localhost:${PORTS['api-sim']}`];
  const deployment = {
    imageOrigins: originsFromEnv(process.env.CSP_IMG_SRC, simOrigin),
    frameOrigins: originsFromEnv(process.env.CSP_FRAME_SRC, simOrigin),
    apiOrigins: originsFromEnv(process.env.CSP_CONNECT_SRC, []),
    reportUris: reportUrisFromEnv(process.env.CSP_REPORT_URI, simOrigin.map((origin) => `${origin}/csp-report`)),
  };
  const apps = [
    ...APPS.map((app) => ({
      name: app,
      role: app === 'shell' ? 'shell' : 'remote',
      dir: app === 'shell' ? shellDistDir() : path.join(root, app, 'dist'),
      releasesDir: app === 'shell' ? undefined : path.join(root, 'releases', app),
      port: PORTS[app],
    })),
    ...localCdnServers(shellDistDir()),
  ];
  const servers = [];
  let nginx = null;
  if (staticServer() === 'nginx') {
    for (const app of apps) if (!fs.existsSync(app.dir)) throw new Error(`${app.name}: build output ${app.dir} is missing (run pnpm build)`);
    nginx = startNginx({
      apps,
      host,
      apiTarget,
      headersEnv: {
        CSP_IMG_SRC: deployment.imageOrigins.join(' '),
        CSP_FRAME_SRC: deployment.frameOrigins.join(' '),
        CSP_CONNECT_SRC: deployment.apiOrigins.join(' '),
        CSP_REPORT_URI: deployment.reportUris.join(' '),
      },
    });
    nginx.process.on('exit', (code, signal) => {
      if (signal !== 'SIGTERM' && signal !== 'SIGINT' && signal !== 'SIGKILL') {
        console.error(`nginx stopped (code ${code ?? signal}); its config: ${nginx?.work}`);
        process.exit(1);
      }
    });
    await Promise.all(apps.map((app) => waitForHttp(`http://127.0.0.1:${app.port}/${app.role === 'shell' ? 'remotes.json' : 'mf-manifest.json'}`, 30_000)));
    console.log(`nginx serves the builds (deploy/nginx, config in ${nginx.work})`);
  } else {
    for (const app of apps) {
      servers.push(await serveApp({ ...app, host, shell: app.role === 'shell', apiTarget, deployment }));
    }
  }
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    nginx?.stop();
    sim?.kill('SIGTERM');
    stopEmulator?.();
  };
  return { stop };
}
