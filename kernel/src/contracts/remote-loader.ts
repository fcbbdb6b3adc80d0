import type { ExposedKey, RemoteExposedModules, RemoteName } from './federation';

/**
 * Why a federated module could not be shown: `timeout` and `failure` (network, missing or broken
 * module) may be retried; `skew` (the remote needs a newer kernel than this shell provides) only
 * goes away with a new release; `render` is a module that threw while rendering.
 */
export type RemoteFailureKind = 'timeout' | 'failure' | 'render' | 'skew';

const FAILURE_KINDS: readonly string[] = ['timeout', 'failure', 'render', 'skew'] satisfies RemoteFailureKind[];

/** Loads one module a remote exposes, with the shell's runtime: `fresh` drops what a failed load left cached. */
export type RemoteModuleLoader = <N extends RemoteName, E extends ExposedKey<N>>(
  name: N,
  exposed: E,
  options?: { fresh?: boolean },
) => Promise<RemoteExposedModules[N][E]>;

let provided: RemoteModuleLoader | null = null;

/** Not a `RemoteFailureKind` on purpose: the error the loader gives when no shell provided one. */
class NoRemoteLoaderError extends Error {
  readonly kind: RemoteFailureKind = 'failure';

  constructor(name: string) {
    super(`No federation runtime to load "${name}" with: the shell has not provided one`);
    this.name = 'RemoteLoadError';
  }
}

/**
 * The shell hands its federation runtime's loader over once, at boot (after registering the
 * remotes): a remote loading another remote's module then goes through the same runtime, with its
 * time-outs, retry, version-skew check and failure reports.
 */
export function provideRemoteModuleLoader(loader: RemoteModuleLoader): void {
  provided = loader;
}

/**
 * Loads another remote's exposed module through the runtime the shell set up (the agent centre
 * shows mf-member's wallet pages). Rejects, or resolves a module whose component throws, with an
 * error that `remoteFailureKind` reads; the caller shows its own fallback with a Retry (`fresh`).
 */
export function loadExposedModule<N extends RemoteName, E extends ExposedKey<N>>(
  name: N,
  exposed: E,
  options?: { fresh?: boolean },
): Promise<RemoteExposedModules[N][E]> {
  if (!provided) return Promise.reject(new NoRemoteLoaderError(name));
  return provided(name, exposed, options);
}

/**
 * The kind of a federation failure (the shell's load errors carry a `kind`, possibly as the
 * `cause` of another error); anything else thrown while rendering a federated module is `render`.
 */
export function remoteFailureKind(error: unknown): RemoteFailureKind {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const kind = (current as Error & { kind?: unknown }).kind;
    if (typeof kind === 'string' && FAILURE_KINDS.includes(kind)) return kind as RemoteFailureKind;
  }
  return 'render';
}
