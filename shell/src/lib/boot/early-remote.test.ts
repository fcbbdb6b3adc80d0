import { loadFederationRuntime } from '../federation/runtime-loader';
import { REMOTE_HINTS_WAIT_MS, routesAssets, startEarlyRemote, takeHintedRoutes } from './early-remote';

jest.mock('../federation/runtime-loader', () => ({ loadFederationRuntime: jest.fn(() => new Promise(() => undefined)) }));

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const MANIFEST = {
  metaData: { name: 'mf_games', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      path: './game-launcher',
      assets: { js: { sync: ['static/js/launcher.js'], async: [] }, css: { sync: [], async: [] } },
    },
    {
      path: './routes',
      assets: {
        js: { sync: ['static/js/routes.js'], async: ['static/js/later.js'] },
        css: { sync: ['static/css/routes.css'], async: ['static/css/later.css'] },
      },
    },
  ],
};
const REMOTES = { mf_games: MANIFEST_URL, mf_member: 'http://localhost:3002/remoteEntry.js' };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const preloads = (as: string) => [...document.head.querySelectorAll(`link[rel="preload"][as="${as}"]`)].map((link) => link.getAttribute('href'));

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  document.head.innerHTML = '';
  sessionStorage.clear();
  jest.mocked(loadFederationRuntime).mockClear();
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json(MANIFEST)));
  window.__gpBootFetches = { '/remotes.json': Promise.resolve(json(REMOTES)) };
});

afterEach(() => {
  fetchMock.mockRestore();
  delete window.__gpBootFetches;
});

describe('routesAssets', () => {
  it('lists the remote entry and the first chunks of ./routes beside the manifest', () => {
    expect(routesAssets(MANIFEST, MANIFEST_URL)).toEqual({
      scripts: ['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/static/js/routes.js'],
      styles: ['http://localhost:3001/static/css/routes.css'],
    });
  });

  it('uses the public path the manifest names, and gives nothing for a manifest it cannot read', () => {
    const named = { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: 'https://cdn.example/games/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } };
    expect(routesAssets(named, MANIFEST_URL).scripts).toEqual(['https://cdn.example/games/v2/remoteEntry.js', 'https://cdn.example/games/static/js/routes.js']);
    expect(routesAssets({ metaData: {} }, MANIFEST_URL)).toEqual({ scripts: [], styles: [] });
    expect(routesAssets('<html>', MANIFEST_URL)).toEqual({ scripts: [], styles: [] });
  });

  it('puts the same paths on the CDN when the remote has one, a release folder included', () => {
    const release = 'http://localhost:3001/releases/1.2.0-ab12cd34/mf-manifest.json';
    expect(routesAssets(MANIFEST, release, 'https://cdn.example/games/')).toEqual({
      scripts: ['https://cdn.example/games/releases/1.2.0-ab12cd34/remoteEntry.js', 'https://cdn.example/games/releases/1.2.0-ab12cd34/static/js/routes.js'],
      styles: ['https://cdn.example/games/releases/1.2.0-ab12cd34/static/css/routes.css'],
    });
  });
});

describe('startEarlyRemote', () => {
  it("with a CDN for the remote (runtime config `cdn`), preloads its files there, where the runtime loads them; the app still reads the config", async () => {
    window.history.replaceState(null, '', '/rng');
    const config = { merchantCode: 'GP01', cdn: { mf_games: 'http://localhost:3011/' } };
    window.__gpBootFetches = { '/remotes.json': Promise.resolve(json(REMOTES)), '/runtime-config.json': Promise.resolve(json(config)) };
    await startEarlyRemote();
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
    expect(preloads('script')).toEqual(['http://localhost:3011/remoteEntry.js', 'http://localhost:3011/static/js/routes.js']);
    expect(preloads('style')).toEqual(['http://localhost:3011/static/css/routes.css']);
    await expect((await window.__gpBootFetches['/runtime-config.json'])?.json()).resolves.toEqual(config);
  });

  it("on a remote's page, asks for its manifest once remotes.json is read and preloads its first files", async () => {
    window.history.replaceState(null, '', '/rng');
    // The entry evaluates the start-up chunks once this resolves: the hints are in by then.
    await startEarlyRemote();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
    // The federation runtime takes this answer instead of asking again.
    expect(window.__gpBootFetches?.[MANIFEST_URL]).toBeInstanceOf(Promise);
    expect(preloads('script')).toEqual(['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/static/js/routes.js']);
    expect(preloads('style')).toEqual(['http://localhost:3001/static/css/routes.css']);
    expect(loadFederationRuntime).toHaveBeenCalledTimes(1);
    // The runtime skips its own preload pass for these files, once.
    expect(takeHintedRoutes('mf_games')).toBe(true);
    expect(takeHintedRoutes('mf_games')).toBe(false);
    // The app still reads remotes.json itself.
    await expect((await window.__gpBootFetches?.['/remotes.json'])?.json()).resolves.toEqual(REMOTES);
  });

  it('asks for the manifest only once the early requests are out (on a game list page: its first icons on screen)', async () => {
    window.history.replaceState(null, '', '/rng');
    let painted: () => void = () => undefined;
    const icons = new Promise<void>((resolve) => (painted = resolve));
    const started = startEarlyRemote(window, icons);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    painted();
    await started;
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
    expect(preloads('script')).toHaveLength(2);
    // Early requests that failed do not keep the remote back.
    document.head.innerHTML = '';
    fetchMock.mockClear();
    window.__gpBootFetches = { '/remotes.json': Promise.resolve(json(REMOTES)) };
    await startEarlyRemote(window, Promise.reject(new Error('offline')));
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL);
  });

  it("asks for the manifest of the visitor's release: a canary's for a bucket below its weight", async () => {
    const CANARY_URL = 'http://localhost:3001/releases/1.1.0-bbbbbbbb/mf-manifest.json';
    const withCanary = { ...REMOTES, mf_games: { stable: MANIFEST_URL, canary: { url: CANARY_URL, release: '1.1.0-bbbbbbbb', weight: 50 } } };
    window.history.replaceState(null, '', '/rng');
    for (const [bucket, wanted] of [['10', CANARY_URL], ['90', MANIFEST_URL]] as const) {
      localStorage.setItem('gp.releaseBucket', bucket);
      fetchMock.mockClear();
      window.__gpBootFetches = { '/remotes.json': Promise.resolve(json(withCanary)) };
      await startEarlyRemote();
      expect(fetchMock.mock.calls).toEqual([[wanted]]);
    }
    localStorage.clear();
  });

  it('preloads the remote entry of a remote registered without a manifest', async () => {
    window.history.replaceState(null, '', '/member');
    sessionStorage.setItem('token', 'abc');
    await startEarlyRemote();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads('script')).toEqual(['http://localhost:3002/remoteEntry.js']);
    // Its first route's files are unknown: the runtime preloads them as usual.
    expect(takeHintedRoutes('mf_member')).toBe(false);
  });

  it("does nothing on the shell's pages or on a members' page for a visitor", async () => {
    for (const path of ['/index', '/member']) {
      window.history.replaceState(null, '', path);
      await startEarlyRemote();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
    expect(loadFederationRuntime).not.toHaveBeenCalled();
  });

  it('leaves a failed manifest to the runtime', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    window.history.replaceState(null, '', '/rng');
    await startEarlyRemote();
    expect(document.head.querySelector('link')).toBeNull();
    await expect(window.__gpBootFetches?.[MANIFEST_URL]).rejects.toThrow('Failed to fetch');
  });
});

it('lets the start-up go on when the manifest is slow', async () => {
  jest.useFakeTimers();
  try {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    window.history.replaceState(null, '', '/rng');
    let started = false;
    void startEarlyRemote().then(() => {
      started = true;
    });
    // It waits for the hints, not for ever.
    await jest.advanceTimersByTimeAsync(REMOTE_HINTS_WAIT_MS - 1);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(document.head.querySelector('link')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
