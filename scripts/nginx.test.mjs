// `node --test scripts/` (in `pnpm test:unit`): the local nginx config of the e2e nginx pass and
// `STATIC_SERVER=nginx pnpm start` is deploy/nginx's, with only ports, folders and the upstream changed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { findNginx, localNginxConf, localServerConf, workerUser } from './nginx.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
const confDir = (name) => {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

describe('local nginx config from deploy/nginx', () => {
  const shell = localServerConf({ role: 'shell', dir: '/srv/shell', port: 3000, host: '127.0.0.1', confDir: confDir('shell'), apiTarget: 'http://127.0.0.1:3100/' });
  const remote = localServerConf({ role: 'remote', dir: '/srv/mf-games', port: 3001, host: '127.0.0.1', confDir: confDir('mf-games'), releasesDir: '/srv/releases/mf-games', apiTarget: 'http://127.0.0.1:3100' });

  it('listens on the local port, serves the build folder and includes the headers written for it', () => {
    assert.match(shell, /^\s*listen 127\.0\.0\.1:3000;$/m);
    assert.match(shell, /^\s*root \/srv\/shell;$/m);
    assert.match(shell, new RegExp(`include ${path.join(work, 'shell', 'security-headers.conf').replace(/[.]/g, '\\.')};`));
    assert.match(shell, /proxy_pass http:\/\/127\.0\.0\.1:3100;/);
    assert.match(remote, /^\s*listen 127\.0\.0\.1:3001;$/m);
    assert.match(remote, /alias \/srv\/releases\/mf-games\/;/);
    for (const conf of [shell, remote]) assert.doesNotMatch(conf.replace(/#.*$/gm, ''), /\/etc\/nginx|\/usr\/share\/nginx|api-sim:3100|listen 80;/);
  });

  it('keeps every location and header rule of the deployed confs', () => {
    const rules = (text) => text.split('\n').filter((line) => /^\s*(location|add_header|gzip|try_files|proxy_hide_header|return)/.test(line)).length;
    assert.equal(rules(shell), rules(fs.readFileSync(new URL('../deploy/nginx/shell.conf', import.meta.url), 'utf8')));
    assert.equal(rules(remote), rules(fs.readFileSync(new URL('../deploy/nginx/remote.conf', import.meta.url), 'utf8')));
  });

  it('keeps pid, logs and temp folders in its own folder, and nginx accepts it', { skip: findNginx() ? false : 'nginx is not installed' }, () => {
    const shellFile = path.join(work, 'shell', 'server.conf');
    const remoteFile = path.join(work, 'mf-games', 'server.conf');
    fs.writeFileSync(shellFile, shell);
    fs.writeFileSync(remoteFile, remote);
    for (const name of ['security-headers.conf', 'sanitizer-headers.conf']) fs.writeFileSync(path.join(work, 'shell', name), 'add_header X-Test "1" always;\n');
    fs.writeFileSync(path.join(work, 'mf-games', 'security-headers.conf'), 'add_header X-Test "1" always;\n');
    // The load bench's settings (e2e/bench/static-load.bench.mjs): more workers, keep-alive directives.
    // The workers' user as startNginx gives it (root in CI).
    const conf = localNginxConf({ work, servers: [shellFile, remoteFile], user: workerUser(), workers: 2, http: ['keepalive_requests 100000;'] });
    assert.match(conf, new RegExp(`pid ${work}/nginx\\.pid;`));
    assert.match(conf, /^worker_processes 2;$/m);
    assert.match(conf, /^ {2}keepalive_requests 100000;$/m);
    assert.doesNotMatch(conf.replace(/include \/etc\/nginx\/mime\.types;/, ''), /\/var\/|\/run\/|\/etc\//);
    const file = path.join(work, 'nginx.conf');
    fs.writeFileSync(file, conf);
    for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(work, 'temp', name), { recursive: true });
    const test = spawnSync(findNginx(), ['-t', '-q', '-p', work, '-c', file], { encoding: 'utf8' });
    assert.equal(test.status, 0, test.stderr);
  });
});
