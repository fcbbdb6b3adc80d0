// The federation retry plugin, part of the federation runtime's chunk (federation-runtime.ts):
// loaded with the first remote (or by the entry on a remote's page), not at start-up.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** The answer to a request the shell's entry already sent for this URL (taken once), if any. */
export type TakeEarlyResponse = (url: string) => Promise<Response> | undefined;

/**
 * One retry of a failed manifest, entry or exposed chunk before the fallback shows. A manifest
 * the entry already asked for (lib/boot/early-remote) is taken instead of asked for again; when
 * that early request failed, the manifest is fetched with the retry.
 */
export function retryPlugin(takeEarly: TakeEarlyResponse = () => undefined): ModuleFederationRuntimePlugin {
  const plugin = RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 1, retryDelay: 500 } });
  const retryFetch = plugin.fetch;
  if (!retryFetch) return plugin;
  return {
    ...plugin,
    fetch(url, options, ...rest) {
      const early = takeEarly(url);
      const fetchAgain = async (): Promise<Response> => {
        const answer = await retryFetch(url, options, ...rest);
        return answer instanceof Response ? answer : fetch(url, options);
      };
      if (!early) return fetchAgain();
      return early.then((response) => (response.ok ? response : fetchAgain()), fetchAgain);
    },
  };
}
