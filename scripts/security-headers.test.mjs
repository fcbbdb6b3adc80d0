// `node --test scripts/` (in `pnpm test:unit`): the shell's Content-Security-Policy follows the
// remotes' CDN origins of runtime-config.json (issue 25), written alike by the Node servers
// (security-headers.mjs) and by nginx (deploy/nginx/security-headers.sh).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cdnOrigins, shellContentSecurityPolicy, shellSecurityHeaders } from './security-headers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A Content-Security-Policy as directive → sources. */
const directives = (policy) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

const REMOTES = { mf_games: 'http://localhost:3001/mf-manifest.json', mf_member: 'http://localhost:3002/mf-manifest.json' };

/** A deployed shell folder: remotes.json, runtime-config.json (`cdn` over several lines, as people write it) and the build's hashes. */
function shellDir(cdn) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-cdn-'));
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(REMOTES, null, 2));
  fs.writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify({ merchantCode: 'GP01', apiBaseUrl: '', ...(cdn ? { cdn } : {}) }, null, 2));
  fs.writeFileSync(path.join(dir, 'csp-hashes.json'), JSON.stringify({ 'script-src': "'sha256-abc='", 'style-src': "'sha256-def='" }));
  return dir;
}

function nginxPolicy(dir) {
  const out = path.join(dir, 'security-headers.conf');
  const env = { ...process.env, APP_ROLE: 'shell', HTML_DIR: dir, SECURITY_HEADERS_CONF: out };
  for (const name of ['CSP_REPORT_URI', 'CSP_IMG_SRC', 'CSP_FRAME_SRC', 'CSP_CONNECT_SRC']) delete env[name];
  execFileSync('sh', [path.join(ROOT, 'deploy/nginx/security-headers.sh')], { env, stdio: 'pipe' });
  return /^add_header Content-Security-Policy "((?:[^"\\]|\\.)*)" always;$/m.exec(fs.readFileSync(out, 'utf8'))?.[1];
}

describe('the CSP follows the CDN origins', () => {
  const base = { remoteOrigins: ['http://localhost:3001'], apiOrigins: [], imageOrigins: [], frameOrigins: [], scriptHashes: [], styleHashes: [] };

  it('allows scripts, styles, images and fetches from a CDN origin, and framing from none', () => {
    const csp = directives(shellContentSecurityPolicy({ ...base, cdnOrigins: ['https://cdn.example'] }));
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src']) assert.ok(csp.get(name).includes('https://cdn.example'), name);
    assert.deepEqual(csp.get('frame-src'), ["'self'"]);
    assert.ok(!directives(shellContentSecurityPolicy(base)).get('script-src').includes('https://cdn.example'));
  });

  it('reads the origins of the `cdn` block, once each, sorted', () => {
    assert.deepEqual(cdnOrigins({ mf_games: 'https://cdn.example/games/', mf_member: 'http://localhost:3012/', mf_agent: 'https://CDN.example:443/agent/' }), [
      'http://localhost:3012',
      'https://cdn.example',
    ]);
    assert.deepEqual(cdnOrigins(undefined), []);
    assert.deepEqual(cdnOrigins({ mf_games: 42 }), []);
  });

  it('the Node servers and nginx write the same policy from the deployed files, with and without a CDN', () => {
    for (const cdn of [undefined, { mf_games: 'http://localhost:3011/', mf_member: 'https://cdn.example/member/' }]) {
      const dir = shellDir(cdn);
      try {
        const node = shellSecurityHeaders(dir)['Content-Security-Policy'];
        assert.equal(nginxPolicy(dir), node);
        const scripts = directives(node).get('script-src');
        assert.equal(scripts.includes('http://localhost:3011') && scripts.includes('https://cdn.example'), cdn !== undefined);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
