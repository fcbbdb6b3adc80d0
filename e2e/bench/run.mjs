// `pnpm bench`: size and loading figures of the production builds, measured in Chromium.
// - gzip size of the JS that /index loads (budget 160 KB), of each remote entry (budget 11 KB)
//   and of what each remote's first route adds;
// - the number of React DOM copies after visiting a route of every remote (must be 1).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { appsToBuild, buildApps, root, startSystem } from '../../scripts/system.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium.mjs';
import { memberSignIn } from './bench-session.mjs';

const SHELL = 'http://localhost:3000';
const REMOTES = { mf_games: 3001, mf_member: 3002, mf_agent: 3003, mf_lottery: 3004 };
// A remote entry was 10 KB at most until the kits were shared (issue 27): each shared kit puts its
// fallback and share entries in the entry (about 0.15 KB each), and the runtime chunk time-out is
// there too (about 0.25 KB). What the entries gained, the first routes lost many times over.
const BUDGET = { initialKb: 160, remoteEntryKb: 11 };
const FIRST_ROUTES = { mf_games: '/rng', mf_member: '/member', mf_agent: '/agent', mf_lottery: '/lottery' };

const gzipKb = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1024;
const fmt = (kb) => `${kb.toFixed(1)} KB`;

function trackScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    try {
      scripts.set(url, gzipKb(await response.body()));
    } catch {
      // A response body can vanish on navigation; it is counted on the next load.
    }
  });
  return scripts;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

/** Resolves once `scripts` has not changed for `quietMs` (at most `maxMs`). */
async function settled(scripts, quietMs = 1000, maxMs = 20_000) {
  const started = Date.now();
  let size = scripts.size;
  let since = Date.now();
  while (Date.now() - since < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (scripts.size !== size) {
      size = scripts.size;
      since = Date.now();
    }
  }
}

async function main() {
  buildApps(appsToBuild());
  const system = await startSystem();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  const results = { initialIndexKb: 0, remoteEntriesKb: {}, firstRouteKb: {}, firstRouteFromRemoteKb: {}, reactDomCopies: 0 };
  const extraLines = [];
  try {
    // BENCH_ONLY=<name> (other than bundle) runs bench/<name>.bench.mjs alone, without the bundle figures.
    const only = process.env.BENCH_ONLY && process.env.BENCH_ONLY !== 'bundle' ? `${process.env.BENCH_ONLY}.bench.mjs` : null;
    if (only) {
      const benchFile = path.join(path.dirname(new URL(import.meta.url).pathname), only);
      if (!fs.existsSync(benchFile)) throw new Error(`BENCH_ONLY: no bench/${only}`);
      const { default: bench } = await import(benchFile);
      console.log((await bench({ browser, shell: SHELL, chromiumPath: chromiumPath() })).join('\n'));
      return;
    }
    await fetch('http://localhost:3100/__sim/reset', { method: 'POST' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const renderers = new Map();
      let id = 1;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        inject(renderer) {
          renderers.set(id, renderer);
          return id++;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const scripts = trackScripts(page);
    await page.goto(`${SHELL}/index`, { waitUntil: 'networkidle' });
    results.initialIndexKb = sum([...scripts.values()]);

    // Sign in so the guarded first routes render their real page.
    await memberSignIn(page, SHELL);
    // What the shell loads for a signed-in visitor is not a remote's: wait for it before the routes.
    await settled(scripts);

    for (const [remote, route] of Object.entries(FIRST_ROUTES)) {
      const before = new Set(scripts.keys());
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      // A client-side navigation does not start a new load state: wait until no script has
      // arrived for a second (a route's pages are lazy chunks, asked for once the route runs).
      await settled(scripts);
      // Every script the route adds counts, whichever origin serves it: a kit the shell provides
      // to the remotes (issue 27) is loaded from the shell's origin the first time a remote asks.
      const origin = `http://localhost:${REMOTES[remote]}`;
      const added = [...scripts.entries()].filter(([url]) => !before.has(url) && !url.endsWith('remoteEntry.js'));
      results.firstRouteKb[remote] = sum(added.map(([, kb]) => kb));
      // BENCH_DEBUG=1 lists the scripts each first route adds.
      if (process.env.BENCH_DEBUG) console.log(remote, added);
      results.firstRouteFromRemoteKb[remote] = sum(added.filter(([url]) => url.startsWith(origin)).map(([, kb]) => kb));
    }
    results.reactDomCopies = await page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
    await context.close();

    // More benchmarks plug in as bench/*.bench.mjs: `export default async ({ browser, shell, chromiumPath }) => lines`.
    // BENCH_ONLY=bundle gives the bundle figures alone (a quick check while working on the build);
    // BENCH_ONLY=<name> one plugged bench alone (above).
    const benchDir = path.dirname(new URL(import.meta.url).pathname);
    const plugged = process.env.BENCH_ONLY === 'bundle' ? [] : fs.readdirSync(benchDir).filter((f) => f.endsWith('.bench.mjs')).sort();
    for (const file of plugged) {
      const { default: bench } = await import(path.join(benchDir, file));
      extraLines.push(...(await bench({ browser, shell: SHELL, chromiumPath: chromiumPath() })));
    }
  } finally {
    await browser.close();
    await system.stop();
  }
  for (const remote of Object.keys(REMOTES)) {
    const dir = remote.replace('_', '-');
    results.remoteEntriesKb[remote] = gzipKb(fs.readFileSync(path.join(root, dir, 'dist', 'remoteEntry.js')));
  }

  const lines = [
    'Bundle figures (production builds, gzip -9)',
    `  initial JS of /index            ${fmt(results.initialIndexKb)}   budget ${BUDGET.initialKb} KB  ${results.initialIndexKb <= BUDGET.initialKb ? 'ok' : 'OVER'}`,
    ...Object.entries(results.remoteEntriesKb).map(
      ([remote, kb]) => `  remote entry ${remote.padEnd(12)}     ${fmt(kb)}   budget ${BUDGET.remoteEntryKb} KB  ${kb <= BUDGET.remoteEntryKb ? 'ok' : 'OVER'}`,
    ),
    ...Object.entries(results.firstRouteKb).map(
      ([remote, kb]) => `  first route ${remote.padEnd(12)} ${FIRST_ROUTES[remote].padEnd(9)} ${fmt(kb)}   (from the remote's origin ${fmt(results.firstRouteFromRemoteKb[remote])})`,
    ),
    `  React DOM copies after every remote: ${results.reactDomCopies}`,
  ];
  console.log([...lines, ...extraLines].join('\n'));
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'bundle.json'), JSON.stringify(results, null, 2));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
