// `node --test scripts/` (in `pnpm test:unit`): canary releases and pruning of scripts/release.mjs
// (issue 25), on a temporary releases folder and remotes.json.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { abortCanary, canaryVerdict, checkCanaries, promoteCanary, pruneReleases, startCanary, switchRelease } from './release.mjs';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T12:00:00Z');
const A = '1.0.0-aaaaaaaa';
const B = '1.1.0-bbbbbbbb';
const C = '1.2.0-cccccccc';
const OLD = '0.9.0-00000000';
const url = (id) => `http://localhost:3001/releases/${id}/mf-manifest.json`;
const others = {
  mf_member: 'http://localhost:3002/mf-manifest.json',
  mf_agent: 'http://localhost:3003/mf-manifest.json',
  mf_lottery: 'http://localhost:3004/mf-manifest.json',
};

let dir;
let releasesDir;
let remotesFile;
const quiet = { log: console.log };

function makeRelease(id, builtAt) {
  const folder = path.join(releasesDir, 'mf-games', id);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ id, builtAt: builtAt.toISOString() }));
  for (const file of fs.readdirSync(folder)) fs.chmodSync(path.join(folder, file), 0o444);
}

const games = () => JSON.parse(fs.readFileSync(remotesFile, 'utf8')).mf_games;
const exists = (id) => fs.existsSync(path.join(releasesDir, 'mf-games', id));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  releasesDir = path.join(dir, 'releases');
  remotesFile = path.join(dir, 'remotes.json');
  for (const [id, age] of [[A, 60], [B, 40], [C, 1], [OLD, 90]]) makeRelease(id, new Date(NOW.getTime() - age * DAY));
  fs.writeFileSync(remotesFile, JSON.stringify({ mf_games: url(A), ...others }));
  console.log = () => undefined;
});

afterEach(() => {
  console.log = quiet.log;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('canary releases', () => {
  it('starts a canary beside the stable release, then promotes it: the entry is a plain URL again', () => {
    startCanary('mf-games', B, { weight: '25', remotesFile, releasesDir });
    assert.deepEqual(games(), { stable: url(A), canary: { url: url(B), release: B, weight: 25 } });
    // The other remotes are untouched.
    assert.equal(JSON.parse(fs.readFileSync(remotesFile, 'utf8')).mf_member, others.mf_member);
    promoteCanary('mf-games', { remotesFile, releasesDir });
    assert.equal(games(), url(B));
  });

  it('aborts a canary: everybody gets the stable release', () => {
    startCanary('mf-games', B, { weight: 50, remotesFile, releasesDir });
    abortCanary('mf-games', { remotesFile, releasesDir });
    assert.equal(games(), url(A));
    assert.throws(() => abortCanary('mf-games', { remotesFile, releasesDir }), /no canary to abort/);
  });

  it('refuses a weight outside 0–100, an unknown release and the stable release as its own canary', () => {
    assert.throws(() => startCanary('mf-games', B, { weight: '150', remotesFile, releasesDir }), /--weight/);
    assert.throws(() => startCanary('mf-games', '9.9.9-99999999', { weight: 5, remotesFile, releasesDir }), /no release/);
    assert.throws(() => startCanary('mf-games', A, { weight: 5, remotesFile, releasesDir }), /already the stable/);
    assert.equal(games(), url(A));
  });

  it('a switch of the stable release keeps the canary running', () => {
    startCanary('mf-games', B, { weight: 10, remotesFile, releasesDir });
    switchRelease('mf-games', C, { remotesFile, releasesDir });
    assert.deepEqual(games(), { stable: url(C), canary: { url: url(B), release: B, weight: 10 } });
  });

  it('aborts above the threshold once there are enough loads, and not before', () => {
    assert.deepEqual(canaryVerdict({ ok: 49, failed: 1, render: 0 }), { loads: 50, failures: 1, rate: 2, abort: false });
    assert.equal(canaryVerdict({ ok: 48, failed: 2, render: 0 }).abort, true);
    assert.equal(canaryVerdict({ ok: 10, failed: 10, render: 0 }).abort, false, 'fewer than 50 loads');
    assert.equal(canaryVerdict({ ok: 3, failed: 0, render: 1 }, { thresholdPercent: 10, minLoads: 3 }).abort, true, 'render errors count');
    assert.equal(canaryVerdict(undefined).abort, false);
  });

  it('the controller aborts the failing canary from the metrics store and keeps a healthy one', async () => {
    startCanary('mf-games', B, { weight: 50, remotesFile, releasesDir });
    const list = [
      { remote: 'mf_games', release: A, ok: 500, failed: 0, render: 0 },
      { remote: 'mf_games', release: B, ok: 40, failed: 10, render: 0 },
    ];
    const asked = [];
    const fetchImpl = async (address) => {
      asked.push(address);
      return new Response(JSON.stringify({ value: { list } }), { status: 200 });
    };
    const kept = await checkCanaries({ remotesFile, releasesDir, metricsUrl: 'http://metrics.test/loads', minLoads: 100, fetchImpl });
    assert.equal(kept[0].abort, false);
    assert.deepEqual(games().canary.release, B);
    const decided = await checkCanaries({ remotesFile, releasesDir, metricsUrl: 'http://metrics.test/loads', fetchImpl });
    assert.deepEqual(decided, [{ app: 'mf-games', release: B, loads: 50, failures: 10, rate: 20, abort: true }]);
    assert.equal(games(), url(A));
    assert.deepEqual(asked, ['http://metrics.test/loads', 'http://metrics.test/loads']);
    // No canary left: the store is not even asked.
    assert.deepEqual(await checkCanaries({ remotesFile, releasesDir, fetchImpl }), []);
    assert.equal(asked.length, 2);
  });
});

describe('release:prune', () => {
  it('removes only releases unused for longer than the days given, never a stable or canary one', () => {
    startCanary('mf-games', OLD, { weight: 5, remotesFile, releasesDir });
    // A (60 days old) is stable, OLD (90 days) the canary, B (40 days) unused, C (1 day) unused.
    assert.deepEqual(pruneReleases({ releasesDir, remotesFile, now: NOW, dryRun: true }), [`mf-games/${B}`]);
    assert.ok(exists(B));
    assert.deepEqual(pruneReleases({ releasesDir, remotesFile, now: NOW }), [`mf-games/${B}`]);
    assert.ok(!exists(B) && exists(A) && exists(OLD) && exists(C));
    assert.deepEqual(pruneReleases({ releasesDir, remotesFile, now: NOW, days: 0.5 }), [`mf-games/${C}`]);
  });

  it('counts the days from when a release left the site, not from its build', () => {
    // A, built 60 days ago, is replaced now: it stays for the next 30 days.
    switchRelease('mf-games', C, { remotesFile, releasesDir });
    const later = (days) => new Date(Date.now() + days * DAY);
    assert.deepEqual(pruneReleases({ releasesDir, remotesFile, now: later(0), dryRun: true }).sort(), [`mf-games/${OLD}`, `mf-games/${B}`]);
    assert.deepEqual(pruneReleases({ releasesDir, remotesFile, now: later(29), dryRun: true }).sort(), [`mf-games/${OLD}`, `mf-games/${B}`]);
    assert.deepEqual(pruneReleases({ releasesDir, remotesFile, now: later(31), days: 30 }).sort(), [`mf-games/${OLD}`, `mf-games/${A}`, `mf-games/${B}`]);
    assert.ok(exists(C));
  });
});
