import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Game, type GameType, useLanguage } from '@gp/kernel';
import { useQueries, useQueryClient } from '@gp/kernel/query';
import { gameListPageQueryOptions, PAGE_SIZE } from '../api/get-game-list';

export { PAGE_SIZE } from '../api/get-game-list';
/** While the player scrolls, pages are asked for once the visible range has settled this long. */
export const SETTLE_MS = 120;

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

type PageRange = { key: string; from: number; to: number };

/**
 * Random-access paging over one category, vendor and keyword: the list knows the whole total
 * from page 1 and loads the pages the player scrolls to, so 10,000 games cost a few requests.
 * Each page is a query (page 1 always, for the total, plus the settled visible range).
 */
export function usePagedGames(gameType: GameType, vassalage: string, keyword: string): PagedGames {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const key = JSON.stringify([gameType, vassalage, keyword, language]);
  const [settled, setSettled] = useState<PageRange>({ key, from: 1, to: 1 });
  const range = settled.key === key ? settled : { key, from: 1, to: 1 };
  const pending = useRef<PageRange>(range);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const pageOptions = useCallback(
    (pageNo: number) => gameListPageQueryOptions({ gameType, vassalage, keyword, language, pageNo }),
    [gameType, vassalage, keyword, language],
  );
  const pageNos = useMemo(() => {
    const pages = [1];
    for (let pageNo = Math.max(2, range.from); pageNo <= range.to; pageNo += 1) pages.push(pageNo);
    return pages;
  }, [range.from, range.to]);
  const results = useQueries({ queries: pageNos.map(pageOptions) });

  // A new category, vendor, search or language starts from page 1.
  useEffect(() => {
    pending.current = { key, from: 1, to: 1 };
    return () => clearTimeout(timer.current);
  }, [key]);

  const showRange = useCallback(
    (start: number, end: number) => {
      const from = Math.floor(Math.max(0, start) / PAGE_SIZE) + 1;
      const to = Math.floor(Math.max(0, end) / PAGE_SIZE) + 1;
      if (pending.current.key === key && from === pending.current.from && to === pending.current.to) return;
      pending.current = { key, from, to };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSettled(pending.current), SETTLE_MS);
    },
    [key],
  );

  const gameAt = useCallback(
    (index: number) => {
      const pageNo = Math.floor(index / PAGE_SIZE) + 1;
      const shown = pageNos.indexOf(pageNo);
      // A page outside the settled range shows from the cache while the player scrolls past it.
      const page = shown >= 0 ? results[shown]?.data : queryClient.getQueryData(pageOptions(pageNo).queryKey);
      return page?.games[index % PAGE_SIZE];
    },
    [pageNos, results, queryClient, pageOptions],
  );

  const failed = results.filter((result) => result.isError);
  const retry = useCallback(() => {
    for (const result of failed) void result.refetch();
  }, [failed]);

  const first = results[0];
  return {
    status: first?.isSuccess ? 'ready' : first?.isError ? 'error' : 'loading',
    total: first?.data?.total ?? 0,
    error: first?.error ?? failed[0]?.error,
    gameAt,
    showRange,
    retry,
  };
}
