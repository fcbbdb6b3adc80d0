// Chunks from a CDN with failover to the remote's origin (issue 25), a runtime plugin of the
// federation runtime's chunk (federation-runtime.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { cdnPublicPath, type CdnBases } from './cdn-path';

/** A remote whose CDN failed: its files load from `to` (its origin) for the rest of the page. */
export type CdnFailover = { remote: string; from: string; to: string };

type EntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

type Served = { snapshot: { publicPath: string }; originPath: string; cdnPath: string };

/**
 * The remote's manifest stays on its origin (remotes.json); the public path the runtime reads
 * from it is moved to the CDN (runtime config `cdn`): the remote entry loads from there, and with
 * it every chunk and CSS file (the remotes' webpack `publicPath: 'auto'` follows the entry's URL)
 * and the runtime's preloads. When the remote entry cannot be loaded from the CDN, the entry is
 * asked for at the origin instead, at once (no retry on a CDN that refused), and the remote stays
 * on its origin for the rest of the page. A chunk that fails on the CDN after its entry loaded
 * (the CDN went down during the visit) moves the remote to its origin too: the route's fallback
 * shows, and its Retry loads the remote again from the origin. The retry plugin, registered after
 * this one, retries the origin once more.
 *
 * The retry plugin of the registry (@module-federation/retry-plugin 0.17.1, the newest published)
 * has no domain failover for scripts, only a `fetch.fallback` for manifests: this is that failover.
 */
export function cdnPlugin(bases: CdnBases, onFailover: (failover: CdnFailover) => void = () => undefined): ModuleFederationRuntimePlugin {
  const served = new Map<string, Served>();
  const failed = new Set<string>();

  const failOver = (remote: string, current: Served): void => {
    if (failed.has(remote)) return;
    failed.add(remote);
    // The snapshot kept by the runtime: a remote loaded again (Retry) resolves its entry at the origin.
    current.snapshot.publicPath = current.originPath;
    onFailover({ remote, from: current.cdnPath, to: current.originPath });
  };

  return {
    name: 'gp-cdn',
    loadRemoteSnapshot(args) {
      const remote = args.moduleInfo.name;
      const base = bases[remote];
      if (args.from !== 'manifest' || !base || failed.has(remote)) return args;
      const snapshot: unknown = args.remoteSnapshot;
      if (typeof snapshot !== 'object' || snapshot === null || !('publicPath' in snapshot) || typeof snapshot.publicPath !== 'string') return args;
      const originPath = snapshot.publicPath;
      let cdnPath: string;
      try {
        cdnPath = cdnPublicPath(originPath, base);
      } catch {
        return args;
      }
      const moved = { ...snapshot, publicPath: cdnPath };
      served.set(remote, { snapshot: moved, originPath, cdnPath });
      return { ...args, remoteSnapshot: moved as typeof args.remoteSnapshot };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }): ReturnType<EntryErrorHook> {
      const current = served.get(remoteInfo.name);
      if (!current || !remoteInfo.entry.startsWith(current.cdnPath)) return Promise.resolve(undefined);
      failOver(remoteInfo.name, current);
      // The runtime's own record of the remote: what loads it next (chunks, Retry) uses the origin.
      remoteInfo.entry = `${current.originPath}${remoteInfo.entry.slice(current.cdnPath.length)}`;
      // The origin failing too leaves it to the retry plugin (once more), then to the route's fallback.
      const recovered = getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then(
        (exports) => exports || undefined,
        () => undefined,
      );
      // The hook's declared type nests a promise the runtime awaits as one (runtime-core AsyncHook).
      return recovered as unknown as ReturnType<EntryErrorHook>;
    },
    errorLoadRemote({ id, error }) {
      const remote = String(id).split('/')[0] ?? '';
      const current = served.get(remote);
      if (current && !failed.has(remote) && errorText(error).includes(current.cdnPath)) failOver(remote, current);
      return undefined;
    },
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.message} ${errorText(error.cause)}`;
  return typeof error === 'string' ? error : '';
}
