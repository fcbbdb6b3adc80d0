import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchGameList, type Game, type GameType, useLanguage } from 'shared';

/** GCSGAME_gameList page size: a screenful or two of cards per request. */
export const PAGE_SIZE = 60;
/** While the player scrolls, pages are asked for once the visible range has settled this long. */
export const SETTLE_MS = 120;

type PagedState = {
  key: string;
  total: number | null;
  pages: ReadonlyMap<number, readonly Game[]>;
  /** Pages that failed, with the error of the last failure. */
  failed: ReadonlyMap<number, unknown>;
};

const fresh = (key: string): PagedState => ({ key, total: null, pages: new Map(), failed: new Map() });

export type PagedGames = {
  status: 'loading' | 'ready' | 'error';
  total: number;
  /** The error of page 1, or of any later page that failed. */
  error: unknown;
  gameAt: (index: number) => Game | undefined;
  /** Asks for the pages that hold items start..end (inclusive), once scrolling settles. */
  showRange: (start: number, end: number) => void;
  retry: () => void;
};

/**
 * Random-access paging over one category, vendor and keyword: the list knows the whole total
 * from page 1 and loads the pages the player scrolls to, so 10,000 games cost a few requests.
 */
export function usePagedGames(gameType: GameType, vassalage: string, keyword: string): PagedGames {
  const language = useLanguage();
  const key = JSON.stringify([gameType, vassalage, keyword, language]);
  const [state, setState] = useState<PagedState>(() => fresh(key));
  if (state.key !== key) setState(fresh(key));

  const inFlight = useRef(new Map<number, AbortController>());
  const wanted = useRef<{ from: number; to: number }>({ from: 1, to: 1 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const request = useCallback(
    (pageNo: number) => {
      if (inFlight.current.has(pageNo)) return;
      const controller = new AbortController();
      inFlight.current.set(pageNo, controller);
      fetchGameList({ gameType, vassalage, keyword, language, pageNo, pageSize: PAGE_SIZE }, { signal: controller.signal }).then(
        (page) => {
          inFlight.current.delete(pageNo);
          setState((prev) => {
            if (prev.key !== key) return prev;
            const failed = new Map(prev.failed);
            failed.delete(pageNo);
            return { ...prev, total: page.total, pages: new Map(prev.pages).set(pageNo, page.games), failed };
          });
        },
        (error: unknown) => {
          inFlight.current.delete(pageNo);
          if (controller.signal.aborted) return;
          setState((prev) => (prev.key === key ? { ...prev, failed: new Map(prev.failed).set(pageNo, error) } : prev));
        },
      );
    },
    [gameType, vassalage, keyword, language, key],
  );

  useEffect(() => {
    const requests = inFlight.current;
    wanted.current = { from: 1, to: 1 };
    request(1);
    return () => {
      clearTimeout(timer.current);
      for (const controller of requests.values()) controller.abort();
      requests.clear();
    };
  }, [request]);

  const pagesRef = useRef(state);
  useEffect(() => {
    pagesRef.current = state;
  });

  const loadWanted = useCallback(() => {
    const { pages, failed } = pagesRef.current;
    for (let pageNo = wanted.current.from; pageNo <= wanted.current.to; pageNo += 1) {
      if (!pages.has(pageNo) && !failed.has(pageNo)) request(pageNo);
    }
  }, [request]);

  const showRange = useCallback(
    (start: number, end: number) => {
      const from = Math.floor(Math.max(0, start) / PAGE_SIZE) + 1;
      const to = Math.floor(Math.max(0, end) / PAGE_SIZE) + 1;
      if (from === wanted.current.from && to === wanted.current.to) return;
      wanted.current = { from, to };
      clearTimeout(timer.current);
      timer.current = setTimeout(loadWanted, SETTLE_MS);
    },
    [loadWanted],
  );

  const retry = useCallback(() => {
    const failedPages = [...pagesRef.current.failed.keys()];
    setState((prev) => ({ ...prev, failed: new Map() }));
    for (const pageNo of failedPages) request(pageNo);
  }, [request]);

  const gameAt = useCallback(
    (index: number) => state.pages.get(Math.floor(index / PAGE_SIZE) + 1)?.[index % PAGE_SIZE],
    [state.pages],
  );

  const current = state.key === key ? state : fresh(key);
  const firstError = current.failed.get(1);
  const laterError = [...current.failed.values()][0];
  return {
    status: current.total !== null ? 'ready' : current.failed.has(1) ? 'error' : 'loading',
    total: current.total ?? 0,
    error: firstError ?? laterError,
    gameAt,
    showRange,
    retry,
  };
}
