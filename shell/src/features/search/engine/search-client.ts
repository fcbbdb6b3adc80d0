import { createSearchWorker } from './create-search-worker';
import type { SearchDocument, SearchHit } from './search-index';
import type { SearchWorker, WorkerResponse } from './worker-protocol';

/**
 * The page's side of the search worker: one worker for the page, started on the first search and
 * kept (the index stays built while the dialog is closed). A new catalogue rebuilds the index; a
 * query answers only if no newer one was asked meanwhile (typing fast never shows stale results).
 */
/** Documents per message to the worker. */
const BUILD_SLICE = 1000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class SearchClient {
  private readonly worker: SearchWorker;
  private version = 0;
  private readyVersion = -1;
  private nextId = 0;
  private readonly pending = new Map<number, (hits: SearchHit[] | null) => void>();
  private readonly readyWaiters: (() => void)[] = [];

  constructor(worker: SearchWorker = createSearchWorker()) {
    this.worker = worker;
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerResponse>) => {
      if (data.type === 'ready') {
        if (data.version !== this.version) return;
        this.readyVersion = data.version;
        for (const wake of this.readyWaiters.splice(0)) wake();
        return;
      }
      const resolve = this.pending.get(data.id);
      this.pending.delete(data.id);
      resolve?.(data.hits);
    });
  }

  get ready(): boolean {
    return this.readyVersion === this.version && this.version > 0;
  }

  /**
   * Builds the index of `count` documents (resolves when it is ready). They are made and go to the
   * worker a slice at a time, a task apart: making or copying 10,000 documents at once would hold
   * the page up.
   */
  async build(count: number, documents: (start: number, end: number) => SearchDocument[]): Promise<void> {
    this.version += 1;
    const version = this.version;
    this.worker.postMessage({ type: 'reset', version });
    for (let start = 0; start < count && version === this.version; start += BUILD_SLICE) {
      this.worker.postMessage({ type: 'add', version, documents: documents(start, Math.min(count, start + BUILD_SLICE)) });
      await nextTask();
    }
    if (version === this.version) this.worker.postMessage({ type: 'seal', version });
    return this.whenReady();
  }

  whenReady(): Promise<void> {
    if (this.ready) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** The hits for `text`, or null when a newer query has been asked since. */
  search(text: string): Promise<SearchHit[] | null> {
    this.nextId += 1;
    const id = this.nextId;
    // An older query still in flight will never be shown.
    for (const [older, resolve] of this.pending) {
      this.pending.delete(older);
      resolve(null);
    }
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ type: 'search', id, text });
    });
  }

  dispose(): void {
    this.worker.terminate();
  }
}

let client: SearchClient | null = null;

/** The page's one search client. */
export function searchClient(): SearchClient {
  client ??= new SearchClient();
  return client;
}
