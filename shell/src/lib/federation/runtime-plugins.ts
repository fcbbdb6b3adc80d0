import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { classifyLoadError, RemoteLoadError, RemoteSkewError } from './remote-errors';

/**
 * The runtime's own defaults are 20 s for a remote entry script and no limit at all for a
 * manifest fetch (STACK-NOTES). This plugin applies the configured chunk time-out to both.
 * It must be registered before the retry plugin: the runtime passes the same options object to
 * every `fetch` listener, so the signal set here is the one the retry plugin fetches with.
 */
export function loadTimeoutPlugin(getTimeoutMs: () => number): ModuleFederationRuntimePlugin {
  return {
    name: 'gp-load-timeout',
    createScript() {
      return { timeout: getTimeoutMs() };
    },
    fetch(_url, options) {
      if (options && !options.signal) options.signal = AbortSignal.timeout(getTimeoutMs());
      return undefined;
    },
  };
}

/**
 * The runtime lists and inserts the files of a remote's exposed module before loading it (its
 * snapshot plugin's preload pass). For the page's own remote the shell's entry has already
 * preloaded `./routes` (early-remote.ts): the pass would only repeat that, at about 25 ms of main
 * thread on a fast machine, so it is skipped for that one load. Every other load keeps it.
 */
export function bootHintsPlugin(takeHinted: (remote: string) => boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'gp-boot-hints',
    beforePreloadRemote({ preloadOps }) {
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const op = preloadOps[index];
        const routesOnly = op?.exposes?.length === 1 && op.exposes[0] === './routes';
        if (op && routesOnly && takeHinted(op.nameOrAlias)) preloadOps.splice(index, 1);
      }
    },
  };
}

export type RemoteFailureReport = { remote: string; kind: 'timeout' | 'failure' | 'skew'; lifecycle: string; error: unknown };

/**
 * Last layer before the route's error boundary: reports the failure and, when the exposed
 * module itself could not be loaded, hands back a module whose component throws a typed
 * RemoteLoadError so the route's boundary shows the catalogue fallback with a Retry.
 */
export function remoteFallbackPlugin(report: (failure: RemoteFailureReport) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'gp-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = String(id).split('/')[0] ?? String(id);
      const kind = classifyLoadError(error);
      report({ remote, kind, lifecycle, error });
      if (lifecycle === 'onLoad') {
        const failed = new RemoteLoadError(remote, kind, error);
        const FailedRemote = (): never => {
          throw failed;
        };
        return { default: FailedRemote, __failed: failed };
      }
      return undefined;
    },
  };
}

/**
 * What a remote's mf-manifest.json says about itself: its release and the contracts it was built
 * against — the kernel (`@gp/kernel`), or for a remote built before the kernel, `shared` 1.x.
 */
export type RemoteRelease = { remote: string; version: string | null; requiredKernel: string | null; requiredShared: string | null };

/** The contracts this shell provides: the kernel, and shared 1.x for older remotes (shell/src/compat). */
export type ProvidedContracts = { kernel: string; shared: string };

type ManifestLike = {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
};

function requiredOf(json: ManifestLike, name: string): string | null {
  const entry = Array.isArray(json.shared) ? json.shared.find((candidate) => candidate?.name === name) : undefined;
  return typeof entry?.requiredVersion === 'string' && entry.requiredVersion ? entry.requiredVersion : null;
}

export function releaseOf(remote: string, manifest: unknown): RemoteRelease {
  const json = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as ManifestLike;
  const version = json.metaData?.buildInfo?.buildVersion;
  return {
    remote,
    version: typeof version === 'string' && version ? version : null,
    requiredKernel: requiredOf(json, '@gp/kernel'),
    requiredShared: requiredOf(json, 'shared'),
  };
}

/** The first contract a release needs that this shell does not provide, as "kernel ^2.0.0", or null. */
export type UnmetContract = { required: string; provided: string };

function unmetContract(release: RemoteRelease, provided: ProvidedContracts): UnmetContract | null {
  if (release.requiredKernel !== null && !satisfy(provided.kernel, release.requiredKernel)) {
    return { required: `kernel ${release.requiredKernel}`, provided: `kernel ${provided.kernel}` };
  }
  if (release.requiredShared !== null && !satisfy(provided.shared, release.requiredShared)) {
    return { required: `shared ${release.requiredShared}`, provided: `shared ${provided.shared}` };
  }
  return null;
}

/**
 * Version skew (issues 14, 27): every remote build records in its manifest the kernel range it was
 * built against (`@gp/kernel` → `requiredVersion: ^x.y.z`; a remote built before the kernel:
 * `shared`). Before the runtime loads the remote's entry, this compares it with what this shell
 * provides: a remote that needs a newer kernel is not run (it could call a name this shell does
 * not have) and its route shows the update fallback. Kits never take part: each remote builds in
 * the kit versions it needs. `onRelease` hears every manifest read and what it lacks, if anything
 * (the footer lists the releases in use). A remote given by a plain remoteEntry.js URL has no manifest and is not checked.
 */
export function contractPlugin(
  provided: ProvidedContracts,
  onRelease: (release: RemoteRelease, unmet: UnmetContract | null) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'gp-contracts',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const release = releaseOf(args.moduleInfo.name, args.manifestJson);
      const unmet = unmetContract(release, provided);
      onRelease(release, unmet);
      if (unmet) throw new RemoteSkewError(release.remote, unmet.required, unmet.provided);
      return args;
    },
  };
}
