import { init, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';
import { bootFetch, type ExposedKey, provideRemoteModuleLoader, REMOTE_NAMES, SHARED_CONTRACT_VERSION, sharedStore, takeBootResponse, type RemoteExposedModules, type RemoteName, type RemoteRouteIds, type RemoteRoutesModule } from 'shared';
import { classifyLoadError, RemoteLoadError } from './remote-errors';
import { remoteReleasesAtom } from './remote-releases';
import { loadTimeoutPlugin, remoteFallbackPlugin, sharedContractPlugin, type RemoteFailureReport, type RemoteRelease } from './runtime-plugins';
import { loadRetryPlugin } from './retry-loader';

/** remotes.json: remote container name → URL of its mf-manifest.json (or remoteEntry.js). */
const remotesFileSchema = v.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, v.pipe(v.string(), v.url())])) as Record<
    RemoteName,
    v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>
  >,
);
export type RemotesFile = v.InferOutput<typeof remotesFileSchema>;

const state: { remotes: RemotesFile | null; timeoutMs: number; failures: RemoteFailureReport[]; skewReported: Set<string> } = {
  remotes: null,
  timeoutMs: 120_000,
  failures: [],
  skewReported: new Set(),
};

/** Keeps the releases in use for the footer, and reports a remote that needs a newer `shared` once a page. */
function noteRelease(release: RemoteRelease, compatible: boolean): void {
  sharedStore.set(remoteReleasesAtom, (current) => ({ ...current, [release.remote]: release }));
  if (compatible || state.skewReported.has(release.remote)) return;
  state.skewReported.add(release.remote);
  console.error(
    `[federation] ${release.remote} ${release.version ?? ''} needs shared ${release.requiredShared ?? '?'}; this shell provides ${SHARED_CONTRACT_VERSION}. Its routes show the update message until a compatible release is deployed.`,
  );
}

export async function fetchRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  const response = await bootFetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read ${url}: HTTP ${response.status}`);
  const parsed = v.safeParse(remotesFileSchema, await response.json());
  if (!parsed.success) throw new Error(`${url} is invalid: ${parsed.issues.map((i) => i.message).join('; ')}`);
  return parsed.output;
}

function remoteInfo(name: RemoteName, remotes: RemotesFile) {
  return { name, entry: remotes[name] };
}

/** Registers the remotes of the runtime file before React mounts. The shell has no build-time remotes. */
export function initFederation(remotes: RemotesFile, options: { timeoutMs: number }): void {
  state.remotes = remotes;
  state.timeoutMs = options.timeoutMs;
  init({ name: 'shell', remotes: [] });
  registerPlugins([
    loadTimeoutPlugin(() => state.timeoutMs),
    sharedContractPlugin(SHARED_CONTRACT_VERSION, noteRelease),
    remoteFallbackPlugin((failure) => {
      state.failures.push(failure);
      console.warn(`[federation] ${failure.remote} ${failure.kind} during ${failure.lifecycle}`, failure.error);
    }),
  ]);
  registerRemotes(REMOTE_NAMES.map((name) => remoteInfo(name, remotes)));
  // A remote loading another remote's module (the agent centre's wallet pages) uses this runtime too.
  provideRemoteModuleLoader(loadRemoteModule);
}

let retryRegistered: Promise<void> | null = null;

/**
 * The retry plugin is loaded with the first remote, not at start-up (on a remote's page the entry
 * has started its chunk already). It is registered after the time-out plugin, whose fetch signal
 * it uses. When its chunk cannot be loaded, remotes load without it and the next load asks again.
 */
function withRetryPlugin(): Promise<void> {
  retryRegistered ??= loadRetryPlugin().then(
    ({ retryPlugin }) => {
      registerPlugins([retryPlugin(takeBootResponse)]);
    },
    (error: unknown) => {
      retryRegistered = null;
      console.warn('[federation] the retry plugin did not load', error);
    },
  );
  return retryRegistered;
}

/** Tests use a short time-out; production keeps the 120 s of SPEC §9. */
export function setRemoteTimeout(timeoutMs: number): void {
  state.timeoutMs = timeoutMs;
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timeout')), state.timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads one module a remote exposes (`./routes`, `./game-launcher`…). `fresh` re-registers the
 * remote first, dropping the runtime's cached entry and module so that Retry really fetches again.
 */
export async function loadRemoteModule<N extends RemoteName, E extends ExposedKey<N>>(
  name: N,
  exposed: E,
  { fresh = false } = {},
): Promise<RemoteExposedModules[N][E]> {
  if (!state.remotes) throw new RemoteLoadError(name, 'failure', new Error('Federation is not initialised'));
  await withRetryPlugin();
  if (fresh) registerRemotes([remoteInfo(name, state.remotes)], { force: true });
  try {
    const loaded = await withTimeout(loadRemote<{ default?: unknown }>(`${name}/${exposed.slice(2)}`), name);
    if (!loaded || typeof loaded.default !== 'function') throw new RemoteLoadError(name, 'failure');
    return loaded as RemoteExposedModules[N][E];
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(name, classifyLoadError(error), error);
  }
}

/** Loads a remote's `./routes` module (see loadRemoteModule), typed with that remote's route ids. */
export function loadRemoteRoutes<N extends RemoteName>(name: N, options?: { fresh?: boolean }): Promise<RemoteRoutesModule<RemoteRouteIds[N]>> {
  return loadRemoteModule(name, './routes', options);
}

/**
 * The page opened on a remote's route: load its `./routes` now (the route's own load then finds
 * it) and let the remote start that route's first data. Failures are left to the route.
 */
export function startFirstRoute<N extends RemoteName>(name: N, routeId: RemoteRouteIds[N], search: string): void {
  loadRemoteRoutes(name)
    .then((module) => module.prefetch?.(routeId, { search }))
    .catch(() => undefined);
}

