// Load figures of the static tier (issue 25): requests per second and p99 latency of the shell's
// index.html (/index, the history fallback a player lands on), mf-games' mf-manifest.json and one
// of its content-hashed chunks, served by nginx with the configurations of deploy/nginx, beside the
// same three from the Node server of `pnpm start` (scripts/serve-app.mjs, started by bench/run.mjs).
// Measured with autocannon in a child process (so the load generator does not share the Node
// server's event loop), keep-alive, `accept-encoding: gzip` as a browser sends it, STATIC_LOAD_SECONDS
// per measurement (5 by default) and STATIC_LOAD_CONNECTIONS connections (2 per core by default).
// The load goes to 127.0.0.1 only and stops by itself.
// nginx runs as the current user from a temporary prefix on free ports (no root, nothing installed):
// the deploy/nginx configurations with the paths of this checkout, the security headers written by
// deploy/nginx/security-headers.sh as in a container. Without nginx (NGINX_PATH, or nginx on the
// PATH / in /usr/sbin) the bench says so and gives the Node figures only.
// Plugged into `pnpm bench` by bench/run.mjs; `BENCH_ONLY=static-load pnpm bench` runs it alone.
// Figures in bench-results/static-load.json. On a shared machine they are noisy: compare runs on a
// quiet one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const NODE = { shell: 'http://127.0.0.1:3000', remote: 'http://127.0.0.1:3001' };
const SIM = 'http://127.0.0.1:3100';
const seconds = () => Math.max(1, Number(process.env.STATIC_LOAD_SECONDS) || 5);
const connections = () => Math.max(1, Number(process.env.STATIC_LOAD_CONNECTIONS) || 2 * os.availableParallelism());

/** The nginx binary: NGINX_PATH, else on the PATH or in the sbin folders (Debian's is /usr/sbin/nginx). */
export function findNginx(env = process.env) {
  if (env.NGINX_PATH) return fs.existsSync(env.NGINX_PATH) ? env.NGINX_PATH : null;
  const dirs = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  return dirs.filter(Boolean).map((dir) => path.join(dir, 'nginx')).find((candidate) => fs.existsSync(candidate)) ?? null;
}

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

/** One of deploy/nginx's configurations with this checkout's paths; throws if it no longer has what is replaced. */
function localConf(file, replacements) {
  let text = fs.readFileSync(path.join(root, 'deploy', 'nginx', file), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx/${file} has no "${from}" to point at this checkout`);
    text = text.split(from).join(to);
  }
  return text;
}

/** Writes the security headers of one app the way its container does (deploy/nginx/security-headers.sh). */
function securityHeaders(dir, role, html) {
  const out = path.join(dir, `${role}-security-headers.conf`);
  const result = spawnSync('sh', [path.join(root, 'deploy', 'nginx', 'security-headers.sh')], {
    encoding: 'utf8',
    env: {
      ...process.env,
      APP_ROLE: role,
      HTML_DIR: html,
      SECURITY_HEADERS_CONF: out,
      SANITIZER_HEADERS_CONF: path.join(dir, `${role}-sanitizer-headers.conf`),
      CSP_IMG_SRC: 'http://localhost:3100',
      CSP_FRAME_SRC: 'http://localhost:3100',
      CSP_REPORT_URI: 'http://localhost:3100/csp-report',
    },
  });
  if (result.status !== 0) throw new Error(`security-headers.sh (${role}): ${result.stderr.trim()}`);
  return out;
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

/** Starts nginx with the shell's and mf-games' configurations; `{ shell, remote, stop }`. */
async function startNginx(binary) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-nginx-'));
  const [shellPort, remotePort] = [await freePort(), await freePort()];
  const shellDist = path.join(root, 'shell', 'dist');
  const remoteDist = path.join(root, 'mf-games', 'dist');
  const shellHeaders = securityHeaders(prefix, 'shell', shellDist);
  const remoteHeaders = securityHeaders(prefix, 'remote', remoteDist);
  fs.writeFileSync(
    path.join(prefix, 'shell.conf'),
    localConf('shell.conf', [
      ['listen 80;', `listen 127.0.0.1:${shellPort};`],
      ['root /usr/share/nginx/html;', `root ${shellDist};`],
      ['/etc/nginx/security-headers.conf', shellHeaders],
      ['/etc/nginx/sanitizer-headers.conf', path.join(prefix, 'shell-sanitizer-headers.conf')],
      ['http://api-sim:3100', SIM],
    ]),
  );
  fs.writeFileSync(
    path.join(prefix, 'remote.conf'),
    localConf('remote.conf', [
      ['listen 80;', `listen 127.0.0.1:${remotePort};`],
      ['root /usr/share/nginx/html;', `root ${remoteDist};`],
      ['/usr/share/nginx/releases/', `${path.join(root, 'releases', 'mf-games')}/`],
      ['/etc/nginx/security-headers.conf', remoteHeaders],
    ]),
  );
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  const mimeTypes = ['/etc/nginx/mime.types', path.join(path.dirname(binary), '..', 'conf', 'mime.types')].find((file) => fs.existsSync(file));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // As root (a CI machine), the workers would otherwise switch to `nobody`.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      `worker_processes ${os.availableParallelism()};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      mimeTypes ? `  include ${mimeTypes};` : '',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  keepalive_timeout 65;',
      // nginx closes a connection after 1000 requests by default; autocannon counts each of those
      // closes as an error (a browser just reconnects), so the bench's connections stay open.
      '  keepalive_requests 100000;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(prefix, 'shell.conf')};`,
      `  include ${path.join(prefix, 'remote.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.once('exit', kill);
  const stop = async () => {
    kill();
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const shell = `http://127.0.0.1:${shellPort}`;
  try {
    await Promise.race([
      waitForHttp(`${shell}/remotes.json`),
      exited.then((code) => {
        const log = fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : '';
        throw new Error(`nginx stopped (${code}): ${(stderr + log).trim().split('\n').slice(-3).join(' | ')}`);
      }),
    ]);
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
