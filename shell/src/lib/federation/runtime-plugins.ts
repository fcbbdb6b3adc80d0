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

/** What a remote's mf-manifest.json says about itself: its release and the `shared` it was built against. */
export type RemoteRelease = { remote: string; version: string | null; requiredShared: string | null };

type ManifestLike = {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
};

export function releaseOf(remote: string, manifest: unknown): RemoteRelease {
  const json = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as ManifestLike;
  const version = json.metaData?.buildInfo?.buildVersion;
  const shared = Array.isArray(json.shared) ? json.shared.find((entry) => entry?.name === 'shared') : undefined;
  return {
    remote,
    version: typeof version === 'string' && version ? version : null,
    requiredShared: typeof shared?.requiredVersion === 'string' && shared.requiredVersion ? shared.requiredVersion : null,
  };
}

/**
 * Version skew (issue 14): every remote build records in its manifest the `shared` contract it
 * was built against (`requiredVersion: ^x.y.z`). Before the runtime loads the remote's entry, this
 * compares it with the contract this shell provides: a remote that needs a newer contract is not
 * run (it could call an export this shell does not have) and its route shows the update fallback.
 * `onRelease` hears every manifest read (the footer lists the releases in use). A remote given by
 * a plain remoteEntry.js URL has no manifest and is not checked.
 */
export function sharedContractPlugin(
  providedVersion: string,
  onRelease: (release: RemoteRelease, compatible: boolean) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'gp-shared-contract',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const release = releaseOf(args.moduleInfo.name, args.manifestJson);
      const compatible = release.requiredShared === null || satisfy(providedVersion, release.requiredShared);
      onRelease(release, compatible);
      if (!compatible) throw new RemoteSkewError(release.remote, release.requiredShared ?? '', providedVersion);
      return args;
    },
  };
}
