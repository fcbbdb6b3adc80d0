import type { SearchDocument, SearchHit } from './search-index';

/** What the page asks the search worker. */
export type WorkerRequest =
  /** A new index (its documents follow, a slice at a time, so no message is long to copy). */
  | { type: 'reset'; version: number }
  | { type: 'add'; version: number; documents: SearchDocument[] }
  /** Every document of this version is there: the worker answers 'ready'. */
  | { type: 'seal'; version: number }
  | { type: 'search'; id: number; text: string };

/** What the search worker answers. */
export type WorkerResponse = { type: 'ready'; version: number } | { type: 'results'; id: number; hits: SearchHit[] };

/** The part of a Worker the client uses (a test gives one that runs in the page). */
export type SearchWorker = {
  postMessage: (message: WorkerRequest) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerResponse>) => void) => void;
  terminate: () => void;
};
