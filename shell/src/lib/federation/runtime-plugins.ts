import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { classifyLoadError, RemoteLoadError } from './remote-errors';

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

export type RemoteFailureReport = { remote: string; kind: 'timeout' | 'failure'; lifecycle: string; error: unknown };

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
