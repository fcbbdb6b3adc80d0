import { bootHintsPlugin, contractPlugin, loadTimeoutPlugin, releaseOf, remoteFallbackPlugin } from './runtime-plugins';
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

describe('bootHintsPlugin', () => {
  type Op = { nameOrAlias: string; exposes?: string[] };
  const preload = (plugin: unknown, preloadOps: Op[]) => (plugin as { beforePreloadRemote: (args: { preloadOps: Op[] }) => void }).beforePreloadRemote({ preloadOps });

  it("skips the runtime's preload of ./routes for the remote the entry preloaded, once; every other load keeps it", () => {
    const hinted = new Set(['mf_member']);
    const plugin = bootHintsPlugin((remote) => hinted.delete(remote));
    const first: Op[] = [{ nameOrAlias: 'mf_member', exposes: ['./routes'] }];
    preload(plugin, first);
    expect(first).toEqual([]);

    const again: Op[] = [{ nameOrAlias: 'mf_member', exposes: ['./routes'] }];
    preload(plugin, again);
    expect(again).toHaveLength(1);

    hinted.add('mf_agent');
    const others: Op[] = [
      { nameOrAlias: 'mf_games', exposes: ['./routes'] },
      { nameOrAlias: 'mf_agent', exposes: ['./deposit'] },
    ];
    preload(plugin, others);
    expect(others).toHaveLength(2);
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

describe('contractPlugin', () => {
  type SnapshotHook = { loadRemoteSnapshot: (args: Record<string, unknown>) => unknown };
  const provided = { kernel: '1.2.0', shared: '1.4.0' };
  const manifest = (contracts: Record<string, string>, buildVersion = '0.1.1') => ({
    metaData: { buildInfo: { buildVersion, buildName: 'mf-games' } },
    shared: [{ name: 'react', requiredVersion: '^19.3.1' }, ...Object.entries(contracts).map(([name, requiredVersion]) => ({ name, requiredVersion }))],
  });
  const args = (manifestJson: unknown) => ({ from: 'manifest', manifestJson, moduleInfo: { name: 'mf_games' }, remoteSnapshot: {} });
  const release = (requiredKernel: string | null, requiredShared: string | null) => ({ remote: 'mf_games', version: '0.1.1', requiredKernel, requiredShared });

  it('lets a remote built against this kernel, or an older one of the same major, run', () => {
    const onRelease = jest.fn();
    const plugin = contractPlugin(provided, onRelease) as unknown as SnapshotHook;
    for (const required of ['^1.2.0', '^1.0.0']) {
      const given = args(manifest({ '@gp/kernel': required }));
      expect(plugin.loadRemoteSnapshot(given)).toBe(given);
    }
    expect(onRelease).toHaveBeenLastCalledWith(release('^1.0.0', null), null);
  });

  it('lets a remote built before the kernel run on the shared 1.x this shell still provides', () => {
    const onRelease = jest.fn();
    const plugin = contractPlugin(provided, onRelease) as unknown as SnapshotHook;
    const given = args(manifest({ shared: '^1.3.0' }));
    expect(plugin.loadRemoteSnapshot(given)).toBe(given);
    expect(onRelease).toHaveBeenCalledWith(release(null, '^1.3.0'), null);
    expect(() => plugin.loadRemoteSnapshot(args(manifest({ shared: '^2.0.0' })))).toThrow(RemoteSkewError);
  });

  it('refuses a remote that needs a newer kernel with a typed skew error, and tells who listens', () => {
    const onRelease = jest.fn();
    const plugin = contractPlugin(provided, onRelease) as unknown as SnapshotHook;
    let thrown: unknown;
    try {
      plugin.loadRemoteSnapshot(args(manifest({ '@gp/kernel': '^2.0.0' })));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteSkewError);
    expect(String(thrown)).toContain('needs kernel ^2.0.0; this shell provides kernel 1.2.0');
    expect(classifyLoadError(new Error('loadRemote failed', { cause: thrown }))).toBe('skew');
    expect(onRelease).toHaveBeenCalledWith(release('^2.0.0', null), { required: 'kernel ^2.0.0', provided: 'kernel 1.2.0' });
    expect(() => plugin.loadRemoteSnapshot(args(manifest({ '@gp/kernel': '^1.3.0' })))).toThrow(RemoteSkewError);
  });

  it('does not check a remote without a manifest or one that names no contract', () => {
    const plugin = contractPlugin(provided, jest.fn()) as unknown as SnapshotHook;
    const global = { from: 'global', moduleInfo: { name: 'mf_games' }, remoteSnapshot: {} };
    expect(plugin.loadRemoteSnapshot(global)).toBe(global);
    const none = args(manifest({}));
    expect(plugin.loadRemoteSnapshot(none)).toBe(none);
  });
});

describe('releaseOf', () => {
  it('reads the release and the contracts from a manifest, and nothing from garbage', () => {
    const shared = [
      { name: '@gp/kernel', requiredVersion: '^1.0.0' },
      { name: 'shared', requiredVersion: '^1.4.0' },
    ];
    expect(releaseOf('mf_lottery', { metaData: { buildInfo: { buildVersion: '2.0.0' } }, shared })).toEqual({
      remote: 'mf_lottery',
      version: '2.0.0',
      requiredKernel: '^1.0.0',
      requiredShared: '^1.4.0',
    });
    expect(releaseOf('mf_lottery', 'nonsense')).toEqual({ remote: 'mf_lottery', version: null, requiredKernel: null, requiredShared: null });
  });
});
