// Serves the production builds through nginx with the configurations of deploy/nginx (issue 25):
// `STATIC_SERVER=nginx pnpm start` and the e2e suite's nginx pass (scripts/e2e.mjs). The confs are
// the containers' own, rewritten for local ports and folders only (listen, root, includes, the
// releases alias, the API upstream); the security headers are written by the containers' script
// (deploy/nginx/security-headers.sh). nginx runs as the current user, with its config, pid, temp
// folders and logs in a temp folder: no root, nothing in /etc or /var.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOY = path.join(root, 'deploy', 'nginx');
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'];

/** nginx's binary: NGINX_PATH, Debian's /usr/sbin/nginx, or the PATH's; null when there is none. */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/**
 * One app's server block: deploy/nginx/shell.conf or remote.conf, for a local port and folders.
 * @param {{ role: 'shell' | 'remote', dir: string, port: number, host: string, confDir: string, releasesDir?: string, apiTarget: string }} app
 */
export function localServerConf({ role, dir, port, host, confDir, releasesDir, apiTarget }) {
  const source = fs.readFileSync(path.join(DEPLOY, role === 'shell' ? 'shell.conf' : 'remote.conf'), 'utf8');
  const shell = role === 'shell';
  // [pattern, replacement, whether this role's conf must have it]
  const replacements = [
    [/^(\s*)listen 80;$/m, `$1listen ${host}:${port};`, true],
    [/^(\s*)root \/usr\/share\/nginx\/html;$/m, `$1root ${dir};`, true],
    [/\/etc\/nginx\/security-headers\.conf/g, path.join(confDir, 'security-headers.conf'), true],
    [/\/etc\/nginx\/sanitizer-headers\.conf/g, path.join(confDir, 'sanitizer-headers.conf'), shell],
    [/proxy_pass http:\/\/api-sim:3100;/g, `proxy_pass ${apiTarget.replace(/\/+$/, '')};`, shell],
    [/alias \/usr\/share\/nginx\/releases\/;/g, `alias ${releasesDir ?? path.join(confDir, 'no-releases')}/;`, !shell],
  ];
  let conf = source;
  for (const [pattern, replacement, required] of replacements) {
    const next = conf.replace(pattern, replacement);
    if (required && next === conf) throw new Error(`deploy/nginx/${role}.conf no longer has ${pattern}: update scripts/nginx.mjs`);
    conf = next;
  }
  return conf;
}

/**
 * The `user` of nginx's workers: root when run as root (CI), since the workers would otherwise run
 * as nobody, who may not read a clone under /root (nor be mapped in a user namespace); else none.
 */
export function workerUser() {
  return typeof process.getuid === 'function' && process.getuid() === 0 ? 'root' : undefined;
}

/**
 * The whole nginx.conf: the apps' server blocks in one http block, every path under `work`.
 * `workers` worker processes (1 by default); `http`: more directives for the http block (the load
 * bench's keep-alive settings).
 */
export function localNginxConf({ work, servers, user, workers = 1, http = [] }) {
  const mime = MIME_TYPES.find((file) => fs.existsSync(file));
  const temp = (name) => path.join(work, 'temp', name);
  return [
    '# Written by scripts/nginx.mjs from deploy/nginx: do not edit.',
    ...(user ? [`user ${user};`] : []),
    `worker_processes ${workers};`,
    `pid ${path.join(work, 'nginx.pid')};`,
    `error_log ${path.join(work, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    mime ? `  include ${mime};` : '  types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; }',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  access_log off;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    ...http.map((directive) => `  ${directive}`),
    ...servers.map((file) => `  include ${file};`),
    '}',
    '',
  ].join('\n');
}

function writeSecurityHeaders({ role, dir, confDir, env }) {
  const result = spawnSync('sh', [path.join(DEPLOY, 'security-headers.sh')], {
    env: { ...process.env, ...env, APP_ROLE: role, HTML_DIR: dir, SECURITY_HEADERS_CONF: path.join(confDir, 'security-headers.conf') },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`security-headers.sh (${role}, ${dir}) failed:\n${result.error?.message ?? ''}${result.stderr}`);
}

/**
 * Writes the config for these apps and starts nginx in the foreground (a child of this process).
 * @param {{ apps: { name: string, role: 'shell' | 'remote', dir: string, port: number, releasesDir?: string }[],
 *   host?: string, apiTarget: string, headersEnv?: Record<string, string | undefined>, nginx?: string,
 *   workers?: number, http?: string[] }} options
 *   headersEnv: CSP_IMG_SRC, CSP_FRAME_SRC, CSP_CONNECT_SRC, CSP_REPORT_URI of the deployment;
 *   workers, http: as localNginxConf
 * @returns {{ work: string, process: import('node:child_process').ChildProcess, stop: () => void }}
 */
export function startNginx({ apps, host = '127.0.0.1', apiTarget, headersEnv = {}, nginx = findNginx(), workers, http }) {
  if (!nginx) throw new Error('nginx was not found (install it: apt-get install nginx, or set NGINX_PATH)');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-nginx-'));
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(work, 'temp', name), { recursive: true });
  const servers = apps.map((app) => {
    const confDir = path.join(work, app.name);
    fs.mkdirSync(confDir, { recursive: true });
    if (app.releasesDir) fs.mkdirSync(app.releasesDir, { recursive: true });
    writeSecurityHeaders({ role: app.role, dir: app.dir, confDir, env: headersEnv });
    const file = path.join(confDir, 'server.conf');
    fs.writeFileSync(file, localServerConf({ ...app, host, confDir, apiTarget }));
    return file;
  });
  const conf = path.join(work, 'nginx.conf');
  fs.writeFileSync(conf, localNginxConf({ work, servers, user: workerUser(), workers, http }));
  const test = spawnSync(nginx, ['-t', '-q', '-p', work, '-c', conf], { encoding: 'utf8', timeout: 60_000 });
  if (test.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${test.error?.message ?? ''}${test.stderr}`);
  const child = spawn(nginx, ['-p', work, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', stop);
  return { work, process: child, stop };
}
