import type { SearchDocument, SearchHit } from './search-index';

/** What the page asks the search worker. */
export type WorkerRequest =
  | { type: 'build'; version: number; documents: SearchDocument[] }
  | { type: 'search'; id: number; text: string };

/** What the search worker answers. */
export type WorkerResponse = { type: 'ready'; version: number } | { type: 'results'; id: number; hits: SearchHit[] };

/** The part of a Worker the client uses (a test gives one that runs in the page). */
export type SearchWorker = {
  postMessage: (message: WorkerRequest) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerResponse>) => void) => void;
  terminate: () => void;
};
