import type { SearchWorker } from './worker-protocol';

/** The search worker: its own chunk (MiniSearch included), loaded the first time search opens. */
export function createSearchWorker(): SearchWorker {
  return new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'search' });
}
