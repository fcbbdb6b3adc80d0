import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchGameList, type Vendor } from '@gp/games-kit';
import { type Game, type Language, useLanguage } from '@gp/kernel';

/** SPEC §9: 20 games per vendor, one request every 300 ms. */
export const ROW_SIZE = 20;
export const ROW_INTERVAL_MS = 300;

export type RowState = { status: 'loading' } | { status: 'ready'; games: Game[] } | { status: 'error'; error: unknown };

const rowKey = (language: Language, vendor: Pick<Vendor, 'gameType' | 'vassalage'>) =>
  `${language}:${vendor.gameType}:${vendor.vassalage}`;

const LOADING: RowState = { status: 'loading' };

// Rows already loaded on this page stay: coming back home shows them at once. The states are
// kept as objects, so a row that did not change keeps its identity and is not drawn again.
const loaded = new Map<string, RowState>();

function loadRow(language: Language, vendor: Vendor, signal?: AbortSignal): Promise<Game[]> {
  return fetchGameList(
    { gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo: 1, pageSize: ROW_SIZE, language },
    { signal },
  ).then(({ games }) => {
    loaded.set(rowKey(language, vendor), { status: 'ready', games });
    return games;
  });
}

/**
 * One game row per vendor (pass a memoised list). Requests go out one every 300 ms (not all at once) and each row
 * appears as its answer arrives; until then the row shows skeletons of its final size.
 */
export function useGameRows(vendors: readonly Vendor[]): { rows: RowState[]; retry: (index: number) => void } {
  const language = useLanguage();
  const [states, setStates] = useState<Record<string, RowState>>({});

  const settle = useCallback((key: string, promise: Promise<Game[]>) => {
    promise.then(
      // A row's 20 cards are drawn as a transition: React yields to the browser between cards, so
      // rows arriving while the visitor scrolls or taps never block the main thread.
      () => startTransition(() => setStates((prev) => ({ ...prev, [key]: loaded.get(key) ?? LOADING }))),
      (error: unknown) => {
        if (error instanceof Error && error.name === 'AbortError') return;
        setStates((prev) => ({ ...prev, [key]: { status: 'error', error } }));
      },
    );
  }, []);

  useEffect(() => {
    if (vendors.length === 0) return;
    const controller = new AbortController();
    const timers: number[] = [];
    let slot = 0;
    for (const vendor of vendors) {
      if (loaded.has(rowKey(language, vendor))) continue;
      const key = rowKey(language, vendor);
      timers.push(window.setTimeout(() => settle(key, loadRow(language, vendor, controller.signal)), slot * ROW_INTERVAL_MS));
      slot += 1;
    }
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      controller.abort();
    };
  }, [vendors, language, settle]);

  const rows = vendors.map((vendor): RowState => {
    const key = rowKey(language, vendor);
    return states[key] ?? loaded.get(key) ?? LOADING;
  });

  const retry = useCallback(
    (index: number) => {
      const vendor = vendors[index];
      if (!vendor) return;
      const key = rowKey(language, vendor);
      setStates((prev) => ({ ...prev, [key]: LOADING }));
      settle(key, loadRow(language, vendor));
    },
    [vendors, language, settle],
  );

  return { rows, retry };
}

/** Test hook. */
export function clearGameRowsCache(): void {
  loaded.clear();
}
