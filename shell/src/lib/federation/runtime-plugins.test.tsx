import { loadTimeoutPlugin, releaseOf, remoteFallbackPlugin, sharedContractPlugin } from './runtime-plugins';
import { classifyLoadError, RemoteLoadError, RemoteSkewError } from './remote-errors';

type Hooks = {
  createScript: () => unknown;
  fetch: (url: string, options: RequestInit) => unknown;
  errorLoadRemote: (args: { id: string; error: unknown; lifecycle: string }) => unknown;
};

describe('loadTimeoutPlugin', () => {
  it('gives remote entry scripts and manifest fetches the configured time-out', () => {
    const plugin = loadTimeoutPlugin(() => 1500) as unknown as Hooks;
    expect(plugin.createScript()).toEqual({ timeout: 1500 });
    const options: RequestInit = {};
    expect(plugin.fetch('http://localhost:3001/mf-manifest.json', options)).toBeUndefined();
    expect(options.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('remoteFallbackPlugin', () => {
  it('reports the failure and hands back a module that throws a typed error for the route boundary', () => {
    const report = jest.fn();
    const plugin = remoteFallbackPlugin(report) as unknown as Hooks;
    const error = new Error('ScriptNetworkError: Failed to load script');
    const fallback = plugin.errorLoadRemote({ id: 'mf_games/routes', error, lifecycle: 'onLoad' }) as { default: () => never };
    expect(report).toHaveBeenCalledWith({ remote: 'mf_games', kind: 'failure', lifecycle: 'onLoad', error });
    expect(() => fallback.default()).toThrow(RemoteLoadError);
  });

  it('lets manifest failures propagate to the loader', () => {
    const plugin = remoteFallbackPlugin(jest.fn()) as unknown as Hooks;
    expect(plugin.errorLoadRemote({ id: 'mf_games', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });
});

describe('sharedContractPlugin', () => {
  type SnapshotHook = { loadRemoteSnapshot: (args: Record<string, unknown>) => unknown };
  const manifest = (requiredVersion: string | undefined, buildVersion = '0.1.1') => ({
    metaData: { buildInfo: { buildVersion, buildName: 'mf-games' } },
    shared: [
      { name: 'react', requiredVersion: '^19.3.1' },
      ...(requiredVersion ? [{ name: 'shared', requiredVersion }] : []),
    ],
  });
  const args = (manifestJson: unknown) => ({ from: 'manifest', manifestJson, moduleInfo: { name: 'mf_games' }, remoteSnapshot: {} });

  it('lets a remote built against this contract, or an older one of the same major, run', () => {
    const onRelease = jest.fn();
    const plugin = sharedContractPlugin('1.2.0', onRelease) as unknown as SnapshotHook;
    for (const required of ['^1.2.0', '^1.0.0']) {
      const given = args(manifest(required));
      expect(plugin.loadRemoteSnapshot(given)).toBe(given);
    }
    expect(onRelease).toHaveBeenLastCalledWith({ remote: 'mf_games', version: '0.1.1', requiredShared: '^1.0.0' }, true);
  });

  it('refuses a remote that needs a newer contract with a typed skew error, and tells who listens', () => {
    const onRelease = jest.fn();
    const plugin = sharedContractPlugin('1.0.0', onRelease) as unknown as SnapshotHook;
    let thrown: unknown;
    try {
      plugin.loadRemoteSnapshot(args(manifest('^1.1.0')));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteSkewError);
    expect(classifyLoadError(new Error('loadRemote failed', { cause: thrown }))).toBe('skew');
    expect(onRelease).toHaveBeenCalledWith({ remote: 'mf_games', version: '0.1.1', requiredShared: '^1.1.0' }, false);
    expect(() => plugin.loadRemoteSnapshot(args(manifest('^2.0.0')))).toThrow(RemoteSkewError);
  });

  it('does not check a remote without a manifest or one that does not name shared', () => {
    const plugin = sharedContractPlugin('1.0.0', jest.fn()) as unknown as SnapshotHook;
    const global = { from: 'global', moduleInfo: { name: 'mf_games' }, remoteSnapshot: {} };
    expect(plugin.loadRemoteSnapshot(global)).toBe(global);
    const noShared = args(manifest(undefined));
    expect(plugin.loadRemoteSnapshot(noShared)).toBe(noShared);
  });
});

describe('releaseOf', () => {
  it('reads the release and the shared contract from a manifest, and nothing from garbage', () => {
    expect(releaseOf('mf_lottery', { metaData: { buildInfo: { buildVersion: '2.0.0' } }, shared: [{ name: 'shared', requiredVersion: '^1.0.0' }] })).toEqual({
      remote: 'mf_lottery',
      version: '2.0.0',
      requiredShared: '^1.0.0',
    });
    expect(releaseOf('mf_lottery', 'nonsense')).toEqual({ remote: 'mf_lottery', version: null, requiredShared: null });
  });
});
