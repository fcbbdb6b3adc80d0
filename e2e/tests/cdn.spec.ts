// Chunks from a CDN origin (issue 25): mf-games' manifest stays on its origin (remotes.json), its
// remote entry and chunks load from the CDN named by the runtime config (`cdn`); with the CDN
// down, the same page loads them from the origin. The "CDN" is another origin serving the same
// files (http://localhost:3011, the port `pnpm start` also serves a configured local CDN on).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { REMOTE_ORIGINS, resetSimulator } from '../support/helpers';
import { settleSessionNotices } from '../support/session';
import { serveApp } from '../../scripts/serve-app.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The shell's deployed files: an e2e shard serves its own copy (SHELL_DIST_DIR, scripts/e2e.mjs).
const configFile = path.join(process.env.SHELL_DIST_DIR ?? path.join(root, 'shell', 'dist'), 'runtime-config.json');
const CDN_PORT = 3011;
const CDN = `http://localhost:${CDN_PORT}`;
const ORIGIN = REMOTE_ORIGINS.mf_games;

type Cdn = { close: () => Promise<unknown>; server: { closeAllConnections: () => void } };

function startCdn(): Promise<Cdn> {
  return serveApp({ name: 'mf-games CDN', dir: path.join(root, 'mf-games', 'dist'), port: CDN_PORT, releasesDir: path.join(root, 'releases', 'mf-games') }) as Promise<Cdn>;
}

/**
 * The CDN goes down as a real one would: its open connections drop too. A plain close() waits for
 * them, and a socket the browser opened ahead of a request can hold it for minutes (a CI run
 * timed out there once, at 180 s).
 */
async function stopCdn(cdn: Cdn): Promise<void> {
  const closing = cdn.close();
  cdn.server.closeAllConnections();
  await closing;
}

/** The remote's files the page asked for (manifest, entry, JS, CSS), and the ones that failed. */
function watchRemoteFiles(page: Page) {
  const asked: string[] = [];
  const failed: string[] = [];
  const isRemoteFile = (url: string) => (url.startsWith(ORIGIN) || url.startsWith(CDN)) && /\/(mf-manifest\.json|remoteEntry\.js|static\/.+\.(js|css))$/.test(url);
  page.on('request', (request) => {
    if (isRemoteFile(request.url())) asked.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (isRemoteFile(request.url())) failed.push(request.url());
  });
  return {
    asked,
    failed,
    clear: () => {
      asked.length = 0;
      failed.length = 0;
    },
  };
}

const at = (origin: string, urls: string[], pattern: RegExp) => urls.filter((url) => url.startsWith(`${origin}/`) && pattern.test(new URL(url).pathname));

test('mf-games from a CDN origin: entry and chunks from the CDN, the manifest from its origin; the CDN down, the origin serves them', async ({ page, context }) => {
  // Two cold loads of the game list and a server started and stopped.
  test.slow();
  const original = fs.readFileSync(configFile, 'utf8');
  let cdn: Cdn | null = await startCdn();
  try {
    // The shell's server rereads its policy when the runtime config changes: the CDN is allowed.
    fs.writeFileSync(configFile, `${JSON.stringify({ ...(JSON.parse(original) as object), cdn: { mf_games: `${CDN}/` } }, null, 2)}\n`);
    await resetSimulator(page);
    await settleSessionNotices(page);
    const files = watchRemoteFiles(page);

    const response = await page.goto('/rng');
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${CDN}`));
    await expect(page.getByText('10,000 games')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Games', exact: true }).getByRole('article').first()).toBeVisible();
    expect(at(ORIGIN, files.asked, /\/mf-manifest\.json$/), 'the manifest from the origin').not.toEqual([]);
    expect(at(CDN, files.asked, /\/remoteEntry\.js$/), 'the remote entry from the CDN').not.toEqual([]);
    expect(at(CDN, files.asked, /\/static\/js\/.+\.js$/).length, 'chunks from the CDN').toBeGreaterThan(1);
    expect(at(CDN, files.asked, /\/static\/css\/.+\.css$/), 'CSS from the CDN').not.toEqual([]);
    expect(at(ORIGIN, files.asked, /\/(remoteEntry\.js|static\/.*)$/), 'nothing else from the origin').toEqual([]);
    expect(files.failed).toEqual([]);

    // The CDN goes down: the next visitor (nothing cached) gets the remote from its origin.
    await stopCdn(cdn);
    cdn = null;
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    files.clear();
    await page.goto('/rng');
    await expect(page.getByText('10,000 games')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Games', exact: true }).getByRole('article').first()).toBeVisible();
    expect(at(CDN, files.failed, /\/remoteEntry\.js$/), 'the CDN was asked first, and failed').not.toEqual([]);
    expect(at(ORIGIN, files.asked, /\/remoteEntry\.js$/), 'then the origin').not.toEqual([]);
    expect(at(ORIGIN, files.asked, /\/static\/js\/.+\.js$/).length, 'chunks from the origin').toBeGreaterThan(1);
  } finally {
    if (cdn) await stopCdn(cdn);
    fs.writeFileSync(configFile, original);
  }
});
