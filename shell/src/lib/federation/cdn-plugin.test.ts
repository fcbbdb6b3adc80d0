import { cdnPublicPath } from './cdn-path';
import { cdnPlugin, type CdnFailover } from './cdn-plugin';

type Snapshot = { publicPath: string; remoteEntry: string };
type SnapshotArgs = { moduleInfo: { name: string }; remoteSnapshot: Snapshot; from: 'manifest' | 'global' };
type RemoteInfo = { name: string; entry: string };
type GetRemoteEntry = (params: { origin: unknown; remoteInfo: RemoteInfo; remoteEntryExports?: unknown }) => Promise<unknown>;
type Hooks = {
  loadRemoteSnapshot: (args: SnapshotArgs) => SnapshotArgs;
  loadEntryError: (args: { getRemoteEntry: GetRemoteEntry; origin: unknown; remoteInfo: RemoteInfo; remoteEntryExports?: unknown }) => Promise<unknown>;
  errorLoadRemote: (args: { id: string; error: unknown; lifecycle: string }) => unknown;
};

const CDN = 'http://localhost:3011/';
const ORIGIN_PATH = 'http://localhost:3001/';
const snapshotArgs = (name: string, publicPath = ORIGIN_PATH, from: 'manifest' | 'global' = 'manifest'): SnapshotArgs => ({
  moduleInfo: { name },
  remoteSnapshot: { publicPath, remoteEntry: 'remoteEntry.js' },
  from,
});

function plugin(bases: Record<string, string> = { mf_games: CDN }) {
  const failovers: CdnFailover[] = [];
  const hooks = cdnPlugin(bases, (failover) => failovers.push(failover)) as unknown as Hooks;
  return { hooks, failovers };
}

describe('cdnPublicPath', () => {
  it('keeps the path of the origin (the live build or a release folder) under the CDN base', () => {
    expect(cdnPublicPath('http://localhost:3001/', 'http://localhost:3011/')).toBe('http://localhost:3011/');
    expect(cdnPublicPath('http://localhost:3001/releases/1.2.0-ab12cd34/', 'https://cdn.example/games/')).toBe(
      'https://cdn.example/games/releases/1.2.0-ab12cd34/',
    );
  });
});

describe('cdnPlugin', () => {
  it("moves a configured remote's public path (its entry and chunks) to the CDN and leaves the others on their origin", () => {
    const { hooks } = plugin();
    expect(hooks.loadRemoteSnapshot(snapshotArgs('mf_games')).remoteSnapshot).toEqual({ publicPath: CDN, remoteEntry: 'remoteEntry.js' });
    expect(hooks.loadRemoteSnapshot(snapshotArgs('mf_games', 'http://localhost:3001/releases/0.2.0-0000beef/')).remoteSnapshot.publicPath).toBe(
      'http://localhost:3011/releases/0.2.0-0000beef/',
    );
    const other = snapshotArgs('mf_member', 'http://localhost:3002/');
    expect(hooks.loadRemoteSnapshot(other)).toBe(other);
    const fromGlobal = snapshotArgs('mf_games', ORIGIN_PATH, 'global');
    expect(hooks.loadRemoteSnapshot(fromGlobal)).toBe(fromGlobal);
  });

  it('asks the origin for a remote entry the CDN failed, at once, and keeps the remote there for the rest of the page', async () => {
    const { hooks, failovers } = plugin();
    const moved = hooks.loadRemoteSnapshot(snapshotArgs('mf_games')).remoteSnapshot;
    const exportsFromOrigin = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest.fn<Promise<unknown>, Parameters<GetRemoteEntry>>(() => Promise.resolve(exportsFromOrigin));
    const remoteInfo = { name: 'mf_games', entry: `${CDN}remoteEntry.js` };

    await expect(hooks.loadEntryError({ getRemoteEntry, origin: {}, remoteInfo })).resolves.toBe(exportsFromOrigin);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry.mock.calls[0]?.[0].remoteInfo.entry).toBe(`${ORIGIN_PATH}remoteEntry.js`);
    expect(failovers).toEqual([{ remote: 'mf_games', from: CDN, to: ORIGIN_PATH }]);
    // The runtime's snapshot now points at the origin, and a manifest read again stays there.
    expect(moved.publicPath).toBe(ORIGIN_PATH);
    expect(hooks.loadRemoteSnapshot(snapshotArgs('mf_games')).remoteSnapshot.publicPath).toBe(ORIGIN_PATH);
  });

  it('leaves a failure that is not the CDN to the retry plugin, and the origin failing too as well', async () => {
    const { hooks, failovers } = plugin();
    hooks.loadRemoteSnapshot(snapshotArgs('mf_games'));
    const getRemoteEntry = jest.fn<Promise<unknown>, Parameters<GetRemoteEntry>>(() => Promise.reject(new Error('RUNTIME_008')));
    await expect(hooks.loadEntryError({ getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_games', entry: `${ORIGIN_PATH}remoteEntry.js` } })).resolves.toBeUndefined();
    await expect(hooks.loadEntryError({ getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_member', entry: 'http://localhost:3002/remoteEntry.js' } })).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
    expect(failovers).toEqual([]);

    await expect(hooks.loadEntryError({ getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_games', entry: `${CDN}remoteEntry.js` } })).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(failovers).toHaveLength(1);
  });

  it('moves the remote to its origin when one of its chunks fails on the CDN during the visit (the route’s Retry loads it from there)', () => {
    const { hooks, failovers } = plugin();
    const moved = hooks.loadRemoteSnapshot(snapshotArgs('mf_games')).remoteSnapshot;
    const unrelated = new Error('Loading chunk 77 failed.\n(error: http://localhost:3001/static/js/77.js)');
    expect(hooks.errorLoadRemote({ id: 'mf_games/routes', error: unrelated, lifecycle: 'onLoad' })).toBeUndefined();
    expect(moved.publicPath).toBe(CDN);

    const chunk = new Error('wrapped', { cause: new Error(`Loading chunk 12 failed.\n(error: ${CDN}static/js/12.js)`) });
    expect(hooks.errorLoadRemote({ id: 'mf_games/routes', error: chunk, lifecycle: 'onLoad' })).toBeUndefined();
    expect(moved.publicPath).toBe(ORIGIN_PATH);
    expect(failovers).toEqual([{ remote: 'mf_games', from: CDN, to: ORIGIN_PATH }]);
  });
});
