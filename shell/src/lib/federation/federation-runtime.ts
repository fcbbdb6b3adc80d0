// The federation runtime, in its own chunk (runtime-loader.ts). The shell is a host by the
// runtime API: it is not built with the federation plugin, whose runtime (about 25 KB gzip)
// would be part of every page's first load. It creates its instance here, with the singletons it
// provides (shared-modules.ts), the remotes of remotes.json and its runtime plugins.
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { ProvidedModule } from './shared-modules';
import type { CdnBases } from './cdn-path';
import { cdnPlugin, type CdnFailover } from './cdn-plugin';
import { retryPlugin, type TakeEarlyResponse } from './retry-plugin';
import { yieldPlugin } from './yield-plugin';
import { bootHintsPlugin, contractPlugin, loadTimeoutPlugin, remoteFallbackPlugin, type ProvidedContracts, type RemoteFailureReport, type RemoteRelease, type UnmetContract } from './runtime-plugins';

export type RemoteInfo = { name: string; entry: string };

export type FederationSetup = {
  remotes: RemoteInfo[];
  shared: Record<string, ProvidedModule>;
  /** The chunk time-out (runtime config), read at each load. */
  timeoutMs: () => number;
  /** The contracts this shell provides (remotes that need newer ones are refused). */
  contracts: ProvidedContracts;
  onRelease: (release: RemoteRelease, unmet: UnmetContract | null) => void;
  onFailure: (failure: RemoteFailureReport) => void;
  /** Answers the shell's entry already asked for (the remote's manifest). */
  takeEarly: TakeEarlyResponse;
  /** True once for the remote whose `./routes` files the shell's entry preloaded. */
  takeHinted: (remote: string) => boolean;
  /** Runtime config `cdn`: the remotes whose entry and chunks load from a CDN (cdn-plugin.ts). */
  cdn: CdnBases;
  onCdnFailover: (failover: CdnFailover) => void;
};

export type ShellFederation = {
  loadRemote: <T>(id: string) => Promise<T | null>;
  /** Registers a remote again, dropping its cached entry and modules (Retry fetches again). */
  reload: (remote: RemoteInfo) => void;
};

/**
 * The remotes are built with the federation plugin's `externalRuntime`: their entries use the
 * runtime the host puts on the global object (as the plugin's `provideExternalRuntime` does).
 */
function provideRuntimeToRemotes(): void {
  const scope = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  scope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

export function startFederation(setup: FederationSetup): ShellFederation {
  provideRuntimeToRemotes();
  const instance = init({
    name: 'shell',
    remotes: setup.remotes,
    shared: setup.shared,
    shareStrategy: 'loaded-first',
    // The time-out plugin comes before the retry plugin: it sets the signal the retry fetches with.
    // The CDN plugin comes before it too: a remote entry the CDN failed is asked of the origin at once.
    plugins: [
      loadTimeoutPlugin(setup.timeoutMs),
      contractPlugin(setup.contracts, setup.onRelease),
      cdnPlugin(setup.cdn, setup.onCdnFailover),
      remoteFallbackPlugin(setup.onFailure),
      retryPlugin(setup.takeEarly),
      bootHintsPlugin(setup.takeHinted),
      // Last: each step of a load starts in its own task, after the other plugins' work on it.
      yieldPlugin(),
    ],
  });
  return {
    loadRemote: (id) => instance.loadRemote(id),
    reload: (remote) => instance.registerRemotes([remote], { force: true }),
  };
}
