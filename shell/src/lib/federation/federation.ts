import * as v from 'valibot';
import {
  bootFetch,
  type ExposedKey,
  KERNEL_VERSION,
  provideRemoteModuleLoader,
  takeBootResponse,
  type RemoteExposedModules,
  type RemoteRouteIds,
} from '@gp/kernel/host';
import { REMOTE_NAMES, sharedStore, type RemoteName, type RemoteRoutesModule } from '@gp/kernel';
import { SHARED_CONTRACT_VERSION } from '../../compat/shared-v1-version';
import { takeHintedRoutes } from '../boot/early-remote';
import { classifyLoadError, RemoteLoadError } from './remote-errors';
import { createLoadReporter, type LoadOutcome, type LoadReporter } from './load-metrics';
import { remotesFileSchema, resolveRemotes, visitorBucket, type ChosenRelease } from './remote-channels';
import { remoteReleasesAtom } from './remote-releases';
import type { CdnBases } from './cdn-path';
import type { ShellFederation } from './federation-runtime';
import type { RemoteFailureReport, RemoteRelease, UnmetContract } from './runtime-plugins';
import { loadFederationRuntime } from './runtime-loader';
import { hostSharedModules } from './shared-modules';

/** remotes.json as this page uses it: remote container name → URL of its mf-manifest.json (or remoteEntry.js). */
export type RemotesFile = Record<RemoteName, string>;

const state: {
  remotes: RemotesFile | null;
  cdn: CdnBases;
  timeoutMs: number;
  failures: RemoteFailureReport[];
  skewReported: Set<string>;
  runtime: Promise<ShellFederation> | null;
  /** The release (stable or canary) of each remote this visitor runs (remotes.json, their bucket). */
  chosen: Partial<Record<RemoteName, ChosenRelease>>;
  reporter: LoadReporter | null;
} = {
  remotes: null,
  cdn: {},
  timeoutMs: 120_000,
  failures: [],
  skewReported: new Set(),
  runtime: null,
  chosen: {},
  reporter: null,
};

const PROVIDED_CONTRACTS = { kernel: KERNEL_VERSION, shared: SHARED_CONTRACT_VERSION } as const;

/** Keeps the releases in use for the footer, and reports a remote that needs a newer kernel once a page. */
function noteRelease(release: RemoteRelease, unmet: UnmetContract | null): void {
  const chosen = state.chosen[release.remote as RemoteName];
  sharedStore.set(remoteReleasesAtom, (current) => ({ ...current, [release.remote]: { ...release, ...chosen } }));
  if (!unmet || state.skewReported.has(release.remote)) return;
  state.skewReported.add(release.remote);
  console.error(
    `[federation] ${release.remote} ${release.version ?? ''} needs ${unmet.required}; this shell provides ${unmet.provided}. Its routes show the update message until a compatible release is deployed.`,
  );
}

export async function fetchRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  const response = await bootFetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read ${url}: HTTP ${response.status}`);
  const parsed = v.safeParse(remotesFileSchema, await response.json());
  if (!parsed.success) throw new Error(`${url} is invalid: ${parsed.issues.map((i) => i.message).join('; ')}`);
  const { entries, releases } = resolveRemotes(parsed.output, visitorBucket());
  state.chosen = releases;
  return entries;
}

/** Counts one load (or failure) of a remote for the canary controller, with the release this page runs. */
export function reportRemoteLoad(remote: RemoteName, outcome: LoadOutcome): void {
  const chosen = state.chosen[remote];
  if (!state.reporter || !chosen) return;
  state.reporter.record(remote, chosen.release, chosen.channel, outcome);
}

function remoteInfo(name: RemoteName, remotes: RemotesFile) {
  return { name, entry: remotes[name] };
}

/**
 * Where every app's webpack runtime reads the chunk time-out for each lazy chunk it loads (a
 * remote's page chunks included): config/chunk-timeout.js, `CHUNK_TIMEOUT_GLOBAL`.
 */
const CHUNK_TIMEOUT_GLOBAL = '__gpChunkTimeoutMs';

function publishChunkTimeout(timeoutMs: number): void {
  state.timeoutMs = timeoutMs;
  (globalThis as Record<string, unknown>)[CHUNK_TIMEOUT_GLOBAL] = timeoutMs;
}

/** Keeps the remotes of the runtime file before React mounts. The shell has no build-time remotes. */
export function initFederation(remotes: RemotesFile, options: { timeoutMs: number; metricsUrl?: string | undefined; cdn?: CdnBases }): void {
  state.remotes = remotes;
  // Where loads and failures by release are counted (runtime config `metricsUrl`; absent: not reported).
  state.reporter = options.metricsUrl ? createLoadReporter(options.metricsUrl) : null;
  state.cdn = options.cdn ?? {};
  publishChunkTimeout(options.timeoutMs);
  // A remote loading another remote's module (the agent centre's wallet pages) uses this runtime too.
  provideRemoteModuleLoader(loadRemoteModule);
}

/**
 * The federation runtime starts with the first remote (its chunk: runtime-loader.ts), with the
 * remotes of remotes.json, the singletons the shell provides and the shell's runtime plugins.
 * When its chunk cannot be loaded the remote's route shows the fallback, and Retry asks again.
 */
function federationRuntime(remotes: RemotesFile): Promise<ShellFederation> {
  state.runtime ??= loadFederationRuntime().then(
    ({ startFederation }) =>
      startFederation({
        remotes: REMOTE_NAMES.map((name) => remoteInfo(name, remotes)),
        shared: hostSharedModules(),
        timeoutMs: () => state.timeoutMs,
        contracts: PROVIDED_CONTRACTS,
        onRelease: noteRelease,
        onFailure: (failure) => {
          state.failures.push(failure);
          console.warn(`[federation] ${failure.remote} ${failure.kind} during ${failure.lifecycle}`, failure.error);
        },
        takeEarly: takeBootResponse,
        takeHinted: takeHintedRoutes,
        cdn: state.cdn,
        onCdnFailover: ({ remote, from, to }) => {
          console.warn(`[federation] ${remote}: the CDN ${from} failed; its files load from ${to} for the rest of this page`);
        },
      }),
    (error: unknown) => {
      state.runtime = null;
      throw error;
    },
  );
  return state.runtime;
}

/** Tests use a short time-out; production keeps the 120 s of SPEC §9. */
export function setRemoteTimeout(timeoutMs: number): void {
  publishChunkTimeout(timeoutMs);
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
  const remotes = state.remotes;
  if (!remotes) throw new RemoteLoadError(name, 'failure', new Error('Federation is not initialised'));
  try {
    const runtime = await federationRuntime(remotes);
    if (fresh) runtime.reload(remoteInfo(name, remotes));
    const loaded = await withTimeout(runtime.loadRemote<{ default?: unknown; __failed?: unknown }>(`${name}/${exposed.slice(2)}`), name);
    if (!loaded || typeof loaded.default !== 'function') throw new RemoteLoadError(name, 'failure');
    // The fallback plugin's stand-in for a module that did not load (runtime-plugins.ts).
    reportRemoteLoad(name, loaded.__failed ? 'failed' : 'ok');
    return loaded as RemoteExposedModules[N][E];
  } catch (error) {
    reportRemoteLoad(name, 'failed');
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

