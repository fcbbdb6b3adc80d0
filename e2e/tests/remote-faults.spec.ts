// The remote fault matrix (issue 14): every remote × every way its code can fail to arrive or run.
// Each case checks that the fallback stays in that remote's route, that the header and navigation
// keep working (Home is reached), that another remote still loads, and that Retry succeeds once
// the fault is gone.
import { expect, test, type Locator, type Page, type Route } from '../support/test';
import { logIn, pushRoute, REMOTE_ORIGINS } from '../support/helpers';

type RemoteName = keyof typeof REMOTE_ORIGINS;
type Fault = 'unreachable' | 'slow chunk' | 'aborted chunk' | 'chunk throws when evaluated' | 'module throws while rendering';

const FAULTS: Fault[] = ['unreachable', 'slow chunk', 'aborted chunk', 'chunk throws when evaluated', 'module throws while rendering'];
/** The shell's chunk time-out for these tests (runtime config; production keeps 120 s). */
const TIMEOUT_MS = 2_000;

const REMOTES: Record<RemoteName, { path: string; content: (page: Page) => Locator; other: RemoteName }> = {
  mf_games: { path: '/rng', content: (page) => page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem').first(), other: 'mf_lottery' },
  mf_member: { path: '/member', content: (page) => page.getByRole('region', { name: 'My account' }), other: 'mf_games' },
  mf_agent: { path: '/agent', content: (page) => page.getByRole('form', { name: 'Agent login' }), other: 'mf_games' },
  mf_lottery: { path: '/lottery', content: (page) => page.getByRole('list', { name: 'Lottery games' }).getByRole('listitem').first(), other: 'mf_games' },
};

const MESSAGE: Record<Fault, RegExp> = {
  unreachable: /Network link abnormal, try again/,
  'slow chunk': /Page took longer to load, check network/,
  'aborted chunk': /Network link abnormal, try again/,
  'chunk throws when evaluated': /Network link abnormal, try again/,
  'module throws while rendering': /Unknown error/,
};

/** The file of a remote's `./routes` chunk (its manifest) and the module id (its remote entry). */
async function routesIds(page: Page, remote: RemoteName): Promise<{ file: string; module: string }> {
  const manifest = (await (await page.request.get(`${REMOTE_ORIGINS[remote]}/mf-manifest.json`)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  // The exposed module's own chunk; the libraries' chunks it shares with other pages load beside it.
  const file = manifest.exposes.find((expose) => expose.name === 'routes')?.assets.js.sync.find((path) => path.includes('__federation_expose_routes'));
  const entry = await (await page.request.get(`${REMOTE_ORIGINS[remote]}/remoteEntry.js`)).text();
  // `"./routes":()=>Promise.all([…e(a),…e(b)]).then(()=>()=>require(id))`, or one `e(n)` alone.
  const module = /"\.\/routes":\(\)=>[^"]*?\.then\(\(\)=>\(\)=>\w+\((\d+)\)\)/.exec(entry)?.[1];
  if (!file || !module) throw new Error(`${remote}: ./routes not found in its manifest and remote entry`);
  return { file, module };
}

/** Installs the fault on the remote's origin until `recover()` is called. */
async function injectFault(page: Page, remote: RemoteName, fault: Fault) {
  const origin = REMOTE_ORIGINS[remote];
  const { file, module } = await routesIds(page, remote);
  const global = `webpackChunk${remote}`;
  let active = true;
  const held: Route[] = [];
  const isRoutesChunk = (route: Route) => new URL(route.request().url()).pathname === `/${file}`;

  await page.route(`${origin}/**`, async (route) => {
    if (!active) return route.fallback();
    switch (fault) {
      case 'unreachable':
        return route.abort('connectionrefused');
      case 'slow chunk':
        // Held past the time-out, answered once the network recovers.
        if (!isRoutesChunk(route)) return route.fallback();
        held.push(route);
        return undefined;
      case 'aborted chunk':
        return isRoutesChunk(route) ? route.abort('failed') : route.fallback();
      case 'chunk throws when evaluated':
        return isRoutesChunk(route) ? route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("e2e: broken chunk");' }) : route.fallback();
      case 'module throws while rendering': {
        if (!isRoutesChunk(route)) return route.fallback();
        // The real chunk, then a second push that replaces the `./routes` module by one whose
        // component throws when React renders it (webpack installs the later factory).
        const response = await route.fetch();
        const broken = `;(self.${global}=self.${global}||[]).push([["e2e-render-fault"],{${module}(m,e,r){r.r(e),r.d(e,{default:()=>function(){throw new Error("e2e: render fault")}})}}]);`;
        return route.fulfill({ response, body: `${await response.text()}${broken}` });
      }
    }
  });
  return {
    recover: async () => {
      active = false;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
      // A module that threw was a passing fault: the page's chunk list forgets the broken copy (a
      // remote loaded again by Retry installs the modules of every chunk already on the page).
      await page.evaluate((name) => {
        const chunks = (window as unknown as Record<string, unknown[][] | undefined>)[name];
        if (!chunks) return;
        for (let i = chunks.length - 1; i >= 0; i -= 1) if ((chunks[i]?.[0] as unknown[] | undefined)?.includes('e2e-render-fault')) chunks.splice(i, 1);
      }, global);
    },
  };
}

test.describe('remote fault matrix', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, chunkTimeoutMs: TIMEOUT_MS } });
    });
  });

  for (const remote of Object.keys(REMOTES) as RemoteName[]) {
    for (const fault of FAULTS) {
      test(`${remote} × ${fault}`, async ({ page }) => {
        const { path, content, other } = REMOTES[remote];
        const fallback = page.getByRole('alert').filter({ hasText: MESSAGE[fault] });
        // Installed before the first page load: the shell may preload a remote's first route.
        const { recover } = await injectFault(page, remote, fault);
        await logIn(page);

        await pushRoute(page, path);
        await expect(fallback).toBeVisible({ timeout: 30_000 });
        await expect(content(page)).toHaveCount(0);

        // The header and the navigation keep working: Home is reached.
        await expect(page.getByRole('banner')).toBeVisible();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
        await expect(page).toHaveURL(/\/index$/);

        // Another remote still loads.
        await pushRoute(page, REMOTES[other].path);
        await expect(REMOTES[other].content(page)).toBeVisible({ timeout: 30_000 });

        // Back to the broken route: the fallback again; once the fault is gone, Retry loads it.
        await pushRoute(page, path);
        await expect(fallback).toBeVisible({ timeout: 30_000 });
        await recover();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(content(page)).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('alert').filter({ hasText: MESSAGE[fault] })).toHaveCount(0);
      });
    }
  }

  // The runtime chunkTimeoutMs governs a remote's page chunks too, not only its entry and `./routes`
  // (webpack's build-time chunkLoadTimeout would wait 120 s here).
  test('mf_member × page chunk slower than the runtime time-out', async ({ page }) => {
    const origin = REMOTE_ORIGINS.mf_member;
    const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const routesFiles = new Set(manifest.exposes.find((expose) => expose.name === 'routes')?.assets.js.sync.map((file) => `/${file}`));
    expect(routesFiles.size).toBeGreaterThan(0);
    let holding = true;
    const held: Route[] = [];
    await page.route(`${origin}/static/js/**`, (route) => {
      // Every chunk the member centre loads after its `./routes`: its pages.
      if (!holding || routesFiles.has(new URL(route.request().url()).pathname)) return route.fallback();
      held.push(route);
      return undefined;
    });
    await logIn(page);

    await pushRoute(page, '/member/securityCenter');
    const fallback = page.getByRole('alert').filter({ hasText: MESSAGE['slow chunk'] });
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    expect(held.length).toBeGreaterThan(0);
    await expect(page.getByRole('banner')).toBeVisible();

    holding = false;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(REMOTES.mf_member.content(page)).toBeVisible({ timeout: 30_000 });
  });
});
