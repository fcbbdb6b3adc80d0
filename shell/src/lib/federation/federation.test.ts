import { REMOTE_NAMES } from '@gp/kernel';
import type * as FederationModule from './federation';
import { loadRemoteModule, type RemotesFile } from './federation';
import type { FederationSetup, ShellFederation } from './federation-runtime';
import { RemoteLoadError } from './remote-errors';
import { loadFederationRuntime } from './runtime-loader';
import { COMPAT_SHARED_KEYS, HOST_SHARED_KEYS, HOST_SHARED_PACKAGE } from './shared-modules';

jest.mock('./runtime-loader', () => ({ loadFederationRuntime: jest.fn() }));
const loadRuntime = jest.mocked(loadFederationRuntime);

const remotes = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, `http://localhost:${3001 + index}/mf-manifest.json`])) as RemotesFile;
const Routes = () => null;

let started: FederationSetup[];
let federation: { loadRemote: jest.Mock; reload: jest.Mock };

function runtimeModule() {
  return {
    startFederation: (setup: FederationSetup): ShellFederation => {
      started.push(setup);
      return federation as unknown as ShellFederation;
    },
  } as unknown as Awaited<ReturnType<typeof loadFederationRuntime>>;
}

beforeAll(() => {
  Object.assign(globalThis, {
    __HOST_SHARED__: Object.fromEntries(Object.values(HOST_SHARED_PACKAGE).map((pkg) => [pkg, { version: '1.0.0', requiredVersion: '^1.0.0' }])),
  });
});

beforeEach(() => {
  started = [];
  federation = { loadRemote: jest.fn(() => Promise.resolve({ default: Routes })), reload: jest.fn() };
  loadRuntime.mockReset();
});

// The module keeps its runtime between loads: each test starts from a fresh copy.
function freshFederation(): typeof FederationModule {
  let module: typeof FederationModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual('./federation');
  });
  if (!module) throw new Error('not loaded');
  return module;
}

it('starts the runtime with the first remote only, with every remote of remotes.json and the shell singletons', async () => {
  const { initFederation: init, loadRemoteModule: load } = freshFederation();
  loadRuntime.mockResolvedValue(runtimeModule());
  init(remotes, { timeoutMs: 5000 });
  expect(loadRuntime).not.toHaveBeenCalled();

  await expect(load('mf_games', './routes')).resolves.toEqual({ default: Routes });
  await load('mf_member', './routes');
  expect(started).toHaveLength(1);
  const [setup] = started;
  expect(setup?.remotes).toEqual(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
  expect(Object.keys(setup?.shared ?? {}).sort()).toEqual([...HOST_SHARED_KEYS, ...COMPAT_SHARED_KEYS].sort());
  expect(setup?.timeoutMs()).toBe(5000);
  expect(federation.loadRemote.mock.calls).toEqual([['mf_games/routes'], ['mf_member/routes']]);
});

it('shows the failure when the runtime chunk does not load, and the next load (Retry) asks for it again', async () => {
  const { initFederation: init, loadRemoteModule: load } = freshFederation();
  loadRuntime.mockRejectedValueOnce(Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' }));
  loadRuntime.mockResolvedValueOnce(runtimeModule());
  init(remotes, { timeoutMs: 5000 });

  await expect(load('mf_games', './routes')).rejects.toMatchObject({ name: 'RemoteLoadError', remote: 'mf_games', kind: 'failure' });
  await expect(load('mf_games', './routes', { fresh: true })).resolves.toEqual({ default: Routes });
  expect(loadRuntime).toHaveBeenCalledTimes(2);
  expect(federation.reload).toHaveBeenCalledWith({ name: 'mf_games', entry: remotes.mf_games });
});

it('refuses to load before remotes.json is read', async () => {
  await expect(loadRemoteModule('mf_games', './routes')).rejects.toBeInstanceOf(RemoteLoadError);
  expect(loadRuntime).not.toHaveBeenCalled();
});

describe('canary releases (remotes.json by the visitor bucket) and load reports', () => {
  const A = 'http://localhost:3001/releases/1.0.0-aaaaaaaa/mf-manifest.json';
  const B = 'http://localhost:3001/releases/1.1.0-bbbbbbbb/mf-manifest.json';
  const file = { ...remotes, mf_games: { stable: A, canary: { url: B, release: '1.1.0-bbbbbbbb', weight: 50 } } };
  let fetchMock: jest.Mock;
  let sendBeacon: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.resolve(new Response(JSON.stringify(file), { status: 200 })));
    sendBeacon = jest.fn(() => true);
    Object.assign(globalThis, { fetch: fetchMock });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    localStorage.clear();
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  const sent = () => sendBeacon.mock.calls.map(([, blob]: [string, Blob]) => blob);

  it('a visitor in bucket 10 runs the 50 % canary and reports its loads and failures with its release', async () => {
    localStorage.setItem('gp.releaseBucket', '10');
    const { fetchRemotesFile: read, initFederation: init, loadRemoteModule: load } = freshFederation();
    const entries = await read();
    expect(entries.mf_games).toBe(B);
    expect(entries.mf_member).toBe(remotes.mf_member);
    loadRuntime.mockResolvedValue(runtimeModule());
    init(entries, { timeoutMs: 5000, metricsUrl: '/metrics' });
    await load('mf_games', './routes');
    federation.loadRemote.mockRejectedValueOnce(new Error('Loading chunk 12 failed.'));
    await expect(load('mf_games', './routes')).rejects.toMatchObject({ name: 'RemoteLoadError', remote: 'mf_games' });
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledWith('/metrics', expect.any(Blob));
    const [blob] = sent();
    expect(JSON.parse(await (blob as Blob).text())).toEqual({
      loads: [{ remote: 'mf_games', release: '1.1.0-bbbbbbbb', channel: 'canary', ok: 1, failed: 1, render: 0 }],
    });
  });

  it('a visitor in bucket 90 runs the stable release; without a metricsUrl nothing is reported', async () => {
    localStorage.setItem('gp.releaseBucket', '90');
    const { fetchRemotesFile: read, initFederation: init, loadRemoteModule: load } = freshFederation();
    const entries = await read();
    expect(entries.mf_games).toBe(A);
    loadRuntime.mockResolvedValue(runtimeModule());
    init(entries, { timeoutMs: 5000 });
    await load('mf_games', './routes');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
