// Loads the retry plugin's chunk once. No runtime imports: the shell's entry starts it on a
// remote's page, federation.ts waits for it before the first remote load.
import type { retryPlugin } from './retry-plugin';

type RetryModule = { retryPlugin: typeof retryPlugin };

let loading: Promise<RetryModule> | null = null;

export function loadRetryPlugin(): Promise<RetryModule> {
  if (!loading) {
    const started = import(/* webpackChunkName: "federation-retry" */ './retry-plugin');
    // A chunk that failed to load is asked for again next time.
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}
