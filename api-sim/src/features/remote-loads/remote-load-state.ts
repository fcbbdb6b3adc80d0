/** How many remote+release counters the simulator keeps (a client sending made-up releases cannot fill memory). */
export const REMOTE_LOAD_KEYS_LIMIT = 500;

/** One remote's release as the shells reported it: its loads and failures (issue 25, canary releases). */
export interface RemoteLoadCount {
  remote: string;
  release: string;
  /** Loads of the remote's modules that worked. */
  ok: number;
  /** Loads that failed (manifest, entry or chunk missing, time-outs, a page chunk that did not arrive). */
  failed: number;
  /** Errors the remote threw while rendering. */
  render: number;
}

export interface RemoteLoadState {
  counts: Map<string, RemoteLoadCount>;
}

export const createRemoteLoadState = (): RemoteLoadState => ({ counts: new Map() });

export type RemoteLoadReport = Pick<RemoteLoadCount, 'remote' | 'release'> & Partial<Pick<RemoteLoadCount, 'ok' | 'failed' | 'render'>>;

/** Adds a batch of counts; a new remote+release beyond the limit is dropped (counted ones keep counting). */
export function addRemoteLoads(state: RemoteLoadState, reports: readonly RemoteLoadReport[]): void {
  for (const report of reports) {
    const key = `${report.remote}\u0000${report.release}`;
    let count = state.counts.get(key);
    if (!count) {
      if (state.counts.size >= REMOTE_LOAD_KEYS_LIMIT) continue;
      count = { remote: report.remote, release: report.release, ok: 0, failed: 0, render: 0 };
      state.counts.set(key, count);
    }
    count.ok += report.ok ?? 0;
    count.failed += report.failed ?? 0;
    count.render += report.render ?? 0;
  }
}

/** Every counter, with its loads (ok + failed) and failures (failed + render), by remote then release. */
export function listRemoteLoads(state: RemoteLoadState) {
  return [...state.counts.values()]
    .map((count) => ({ ...count, loads: count.ok + count.failed, failures: count.failed + count.render }))
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.release.localeCompare(b.release));
}
