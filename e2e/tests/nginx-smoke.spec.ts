// Nginx for real (issue 25): the production builds served by nginx with the configurations of
// deploy/nginx (scripts/nginx.mjs: the same confs for local ports and folders, run as this user).
// The nginx pass of the suite (scripts/e2e.mjs, E2E_STATIC_SERVER=nginx) runs this walk and
// headers.spec.ts against it: home, a game list, a game launch, a member-centre page, an agent
// page and a release switch, one page each.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { gameFrame, gameList, header, spinAndWin } from '../support/games';
import { logIn, REMOTE_ORIGINS, resetSimulator } from '../support/helpers';
import { agentLogIn, agentMenu } from '../support/agent';
import { contentHash } from '../../scripts/release.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const missing = process.env.E2E_NGINX_MISSING;

/** A release of mf-games: its live build as an immutable release folder (as `pnpm release` lays one out). */
function releaseOfLiveBuild(): string {
  const dist = path.join(root, 'mf-games', 'dist');
  const id = `0.1.0-nginx.1-${contentHash(dist) as string}`;
  const target = path.join(root, 'releases', 'mf-games', id);
  if (!fs.existsSync(path.join(target, 'mf-manifest.json'))) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(dist, target, { recursive: true });
    fs.writeFileSync(path.join(target, 'release.json'), JSON.stringify({ remote: 'mf-games', id, version: '0.1.0-nginx.1', builtAt: new Date().toISOString() }));
  }
  return id;
}

function switchTo(id: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'release.mjs'), 'switch', 'mf-games', id], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`switch to ${id} failed:\n${result.stdout}\n${result.stderr}`);
}

test('nginx serves the site: home, a game list, a game launch, a member-centre page, an agent page and a release switch', async ({ page, context }) => {
  test.skip(Boolean(missing), `nginx is not installed and could not be installed: ${missing ?? ''}`);
  // Six pages, a game played and a release switched in one walk.
  test.slow();
  await resetSimulator(page);
  for (const url of ['http://localhost:3000/index', `${REMOTE_ORIGINS.mf_games}/mf-manifest.json`]) {
    const served = await page.request.get(url);
    expect(served.headers().server, `${url} is served by nginx`).toMatch(/^nginx/);
  }

  await test.step('home, signed in', async () => {
    await logIn(page);
    await page.goto('/index');
    await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('article').first()).toBeVisible();
  });

  await test.step('a game list and a game launch', async () => {
    await page.goto('/rng');
    await expect(page.getByText('10,000 games')).toBeVisible();
    const first = gameList(page).getByRole('article').first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name });
    await spinAndWin(gameFrame(page, name));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(header(page)).toContainText('₱12,370.67');
  });

  await test.step('a member-centre page', async () => {
    await page.goto('/member/securityCenter');
    await expect(page.getByRole('region', { name: 'My account' })).toContainText('demo01');
  });

  await test.step('an agent page (its own tab: its own session)', async () => {
    const agent = await context.newPage();
    await agentLogIn(agent);
    await expect(agent.getByRole('heading', { level: 1, name: 'Team overview', exact: true })).toBeVisible();
    await agentMenu(agent).getByRole('link', { name: 'Team management' }).click();
    await expect(agent).toHaveURL(/\/agentHome\/downlineManagmentView$/);
    await expect(agentMenu(agent).getByRole('link', { name: 'Team management' })).toHaveAttribute('aria-current', 'page');
    await agent.close();
  });

  await test.step('a release switch: nginx serves the release folder, and back', async () => {
    const id = releaseOfLiveBuild();
    switchTo(id);
    try {
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${REMOTE_ORIGINS.mf_games}/releases/${id}/`)) chunks.push(request.url());
      });
      await page.goto('/rng');
      await expect(page.getByText('10,000 games')).toBeVisible();
      await expect(gameList(page).getByRole('article').first()).toBeVisible();
      expect(chunks.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(chunks.filter((url) => /\/static\/js\/.+\.js$/.test(url)).length).toBeGreaterThan(1);
      const chunk = await page.request.get(chunks.find((url) => /\/static\/js\/.+\.js$/.test(url)) ?? '');
      expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      page.removeAllListeners('request');
    } finally {
      switchTo('live');
    }
    await page.goto('/rng');
    await expect(gameList(page).getByRole('article').first()).toBeVisible();
  });
});
