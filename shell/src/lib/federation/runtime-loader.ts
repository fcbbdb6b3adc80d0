// Loads the federation runtime's chunk once (federation-runtime.ts: the runtime, the shell's
// runtime plugins and the retry plugin). It is loaded with the first remote, or by the entry on a
// remote's page: the home page and every shell page start without it. No runtime imports: the
// entry uses this module.
import type * as FederationRuntime from './federation-runtime';

let loading: Promise<typeof FederationRuntime> | null = null;

export function loadFederationRuntime(): Promise<typeof FederationRuntime> {
  if (!loading) {
    const started = import(/* webpackChunkName: "federation" */ './federation-runtime');
    // A chunk that failed to load is asked for again next time.
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}
