import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * @deprecated Use TanStack Query through `@gp/kernel/query` (an endpoint's `xQueryOptions` + `useQuery`); kept for deployed remotes.
 * One request that answers once per key (a page's list, a vendor's rooms…). A new key or a retry
 * asks again; an answer for an older key is dropped. `key: null` asks nothing.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState(LOADING);
    run(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data, error: undefined }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', data: undefined, error }),
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
