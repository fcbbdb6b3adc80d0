// Load figures of the static tier (issue 25): requests per second and p99 latency of the shell's
// index.html (/index, the history fallback a player lands on), mf-games' mf-manifest.json and one
// of its content-hashed chunks, served by nginx with the configurations of deploy/nginx, beside the
// same three from the Node server of `pnpm start` (scripts/serve-app.mjs, started by bench/run.mjs).
// Measured with autocannon in a child process (so the load generator does not share the Node
// server's event loop), keep-alive, `accept-encoding: gzip` as a browser sends it, STATIC_LOAD_SECONDS
// per measurement (5 by default) and STATIC_LOAD_CONNECTIONS connections (2 per core by default).
// The load goes to 127.0.0.1 only and stops by itself.
// nginx is started by scripts/nginx.mjs (as the e2e suite's nginx pass): as the current user from a
// temporary folder on free ports, the deploy/nginx configurations with the paths of this checkout,
// the security headers written by deploy/nginx/security-headers.sh as in a container. Without nginx
// (NGINX_PATH, /usr/sbin/nginx or the PATH's) the bench says so and gives the Node figures only.
// Plugged into `pnpm bench` by bench/run.mjs; `BENCH_ONLY=static-load pnpm bench` runs it alone.
// Figures in bench-results/static-load.json. On a shared machine they are noisy: compare runs on a
// quiet one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { findNginx, startNginx as startNginxServer } from '../../scripts/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const NODE = { shell: 'http://127.0.0.1:3000', remote: 'http://127.0.0.1:3001' };
const SIM = 'http://127.0.0.1:3100';
const seconds = () => Math.max(1, Number(process.env.STATIC_LOAD_SECONDS) || 5);
const connections = () => Math.max(1, Number(process.env.STATIC_LOAD_CONNECTIONS) || 2 * os.availableParallelism());

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitForHttp(url, timeoutMs = 10_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url)
        .then(resolve)
        .catch((error) => (Date.now() - started > timeoutMs ? reject(error) : setTimeout(attempt, 100)));
    attempt();
  });
}

/**
 * Starts nginx (scripts/nginx.mjs: the deploy/nginx configurations for this checkout, as the e2e
 * suite's nginx pass runs them) with the shell and mf-games on free ports; `{ shell, remote, stop }`.
 */
async function startNginx(binary) {
  const [shellPort, remotePort] = [await freePort(), await freePort()];
  const server = startNginxServer({
    nginx: binary,
    apps: [
      { name: 'shell', role: 'shell', dir: path.join(root, 'shell', 'dist'), port: shellPort },
      { name: 'mf-games', role: 'remote', dir: path.join(root, 'mf-games', 'dist'), port: remotePort, releasesDir: path.join(root, 'releases', 'mf-games') },
    ],
    apiTarget: SIM,
    headersEnv: { CSP_IMG_SRC: 'http://localhost:3100', CSP_FRAME_SRC: 'http://localhost:3100', CSP_REPORT_URI: 'http://localhost:3100/csp-report' },
    workers: os.availableParallelism(),
    // nginx closes a connection after 1000 requests by default; autocannon counts each of those
    // closes as an error (a browser just reconnects), so the bench's connections stay open.
    http: ['tcp_nopush on;', 'keepalive_timeout 65;', 'keepalive_requests 100000;'],
  });
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  const stop = async () => {
    server.stop();
    await exited;
  };
  const shell = `http://127.0.0.1:${shellPort}`;
  try {
    await Promise.race([waitForHttp(`${shell}/remotes.json`), exited.then((code) => Promise.reject(new Error(`nginx stopped (${code})`)))]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { shell, remote: `http://127.0.0.1:${remotePort}`, stop };
}

/** A content-hashed chunk of mf-games of middle size (its path under the origin, and its gzip size). */
function hashedChunk() {
  const dir = path.join(root, 'mf-games', 'dist', 'static', 'js');
  const chunks = fs
    .readdirSync(dir)
    .filter((file) => /\.[0-9a-f]{6,}\.js$/.test(file))
    .map((file) => ({ file, size: fs.statSync(path.join(dir, file)).size }))
    .sort((a, b) => a.size - b.size);
  if (chunks.length === 0) throw new Error('mf-games/dist/static/js has no content-hashed chunk (run pnpm build)');
  const { file } = chunks[Math.floor(chunks.length / 2)];
  const gz = path.join(dir, `${file}.gz`);
  return { path: `/static/js/${file}`, gzipBytes: fs.existsSync(gz) ? fs.statSync(gz).size : null };
}

/** One autocannon run in a child process (its own event loop): `{ rps, p99, non2xx, errors }`. */
function measure(url) {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const args = [bin, '-j', '-n', '-c', String(connections()), '-d', String(seconds()), '-H', 'accept-encoding=gzip', url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon ${url}: exit ${code} ${err.trim()}`));
      try {
        const result = JSON.parse(out);
        return resolve({
          rps: Math.round(result.requests.average),
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      } catch (error) {
        return reject(error);
      }
    });
  });
}

/** The three targets of one server (shell origin, remote origin), each checked to answer 200 first. */
async function measureServer(origins, chunk) {
  const targets = { index: `${origins.shell}/index`, manifest: `${origins.remote}/mf-manifest.json`, chunk: `${origins.remote}${chunk.path}` };
  const figures = {};
  for (const [name, url] of Object.entries(targets)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    figures[name] = await measure(url);
  }
  return figures;
}

const cell = (figure) => {
  if (!figure) return '—';
  const flags = figure.non2xx || figure.errors ? ` (${figure.non2xx} non-2xx, ${figure.errors} errors)` : '';
  return `${figure.rps.toLocaleString('en-US')} req/s  p99 ${figure.p99} ms${flags}`;
};

export default async function staticLoadBench() {
  const header = `Static tier load (autocannon, ${connections()} connections, ${seconds()} s each, gzip; this machine, noisy when shared)`;
  const results = { seconds: seconds(), connections: connections(), cores: os.availableParallelism(), chunk: null, node: null, nginx: null, nginxNote: null };
  const lines = [header];
  try {
    const chunk = hashedChunk();
    results.chunk = chunk;
    results.node = await measureServer(NODE, chunk);
    const binary = findNginx();
    if (!binary) results.nginxNote = 'nginx is not installed (apt-get install nginx-light, or NGINX_PATH): Node figures only';
    else {
      let nginx = null;
      try {
        nginx = await startNginx(binary);
        results.nginx = await measureServer(nginx, chunk);
      } catch (error) {
        results.nginxNote = `nginx: ${error instanceof Error ? error.message : String(error)}`;
      } finally {
        await nginx?.stop();
      }
    }
    const rows = [
      ['index.html (/index)', 'index'],
      ['mf-manifest.json', 'manifest'],
      [`chunk ${chunk.path.split('/').pop()}${chunk.gzipBytes ? ` (${(chunk.gzipBytes / 1024).toFixed(1)} KB gz)` : ''}`, 'chunk'],
    ];
    const width = Math.max(...rows.map(([label]) => label.length)) + 2;
    lines.push(`  ${''.padEnd(width)}${'Node (pnpm start)'.padEnd(34)}nginx (deploy/nginx)`);
    for (const [label, key] of rows) lines.push(`  ${label.padEnd(width)}${cell(results.node[key]).padEnd(34)}${cell(results.nginx?.[key])}`);
    if (results.nginxNote) lines.push(`  ${results.nginxNote}`);
  } catch (error) {
    lines.push(`  failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'static-load.json'), JSON.stringify(results, null, 2));
  return lines;
}
