import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gameCatalogueQueryOptions, type GameCatalogue } from '@gp/games-kit';
import { useLanguage } from '@gp/kernel';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { categoryTitleKey } from '../../../lib/games/categories';
import { useShellT } from '../../../lib/i18n/translation';
import { type PreparedCatalogue, prepareCatalogue, type SearchEntry } from '../engine/catalogue-entries';
import { searchClient } from '../engine/search-client';

/** The catalogue the worker's index was last built from (the index outlives the dialog). */
let indexed: { catalogue: GameCatalogue; language: string; ready: Promise<void> } | null = null;

function ensureIndex(catalogue: GameCatalogue, language: string, prepared: PreparedCatalogue): Promise<void> {
  if (indexed?.catalogue !== catalogue || indexed.language !== language) {
    indexed = { catalogue, language, ready: searchClient().build(prepared.size, prepared.documents) };
  }
  return indexed.ready;
}

export type CatalogueSearch = {
  /** The catalogue is loading or the index is being built. */
  preparing: boolean;
  failed: boolean;
  retry: () => void;
  /**
   * Asks the worker at once, from the keystroke's own event. `withAnswer` (the caller's own state
   * for that text) renders with the results, in one pass; at once while the index is not ready.
   */
  searchNow: (text: string, withAnswer: () => void) => void;
  /** The text these results answer (they may lag behind what is typed by one keystroke). */
  resultsFor: string;
  results: SearchEntry[];
  /** The entry of a document id (null until the catalogue is in). */
  entry: ((id: string) => SearchEntry | undefined) | null;
};

const NONE: SearchEntry[] = [];
const NO_RESULTS: { text: string; results: SearchEntry[] } = { text: '', results: NONE };

/**
 * Searches the whole catalogue: fetched on first use through the games kit (cached with a time
 * limit), indexed in the search worker, queried there on every change of `text`.
 */
export function useCatalogueSearch(text: string): CatalogueSearch {
  const language = useLanguage();
  const { t } = useShellT();
  const catalogue = useQuery(queryOptions(gameCatalogueQueryOptions(language)));
  const prepared = useMemo(
    () => (catalogue.data ? prepareCatalogue(catalogue.data, (type) => t(categoryTitleKey(type))) : null),
    [catalogue.data, t],
  );
  const [readyFor, setReadyFor] = useState<PreparedCatalogue | null>(null);
  const [answer, setAnswer] = useState(NO_RESULTS);

  useEffect(() => {
    if (!prepared || !catalogue.data) return undefined;
    let live = true;
    void ensureIndex(catalogue.data, language, prepared).then(() => {
      if (live) setReadyFor(prepared);
    });
    return () => {
      live = false;
    };
  }, [prepared, catalogue.data, language]);

  const ready = readyFor !== null && readyFor === prepared;
  /** The last query sent to the worker, and the catalogue it was asked of. */
  const asked = useRef<{ text: string; prepared: PreparedCatalogue } | null>(null);
  const ask = useCallback((query: string, target: PreparedCatalogue, withAnswer?: () => void) => {
    asked.current = { text: query, prepared: target };
    void searchClient()
      .search(query)
      .then((hits) => {
        // null: a newer query was asked since; another catalogue: the language changed.
        if (hits === null || asked.current?.prepared !== target) return;
        const results = hits.flatMap((hit) => target.entry(hit.id) ?? []);
        // Rendered at once (not in a transition): the answer then usually joins the keystroke's
        // own frame instead of making a second one; a dozen rows render well inside a frame.
        withAnswer?.();
        setAnswer({ text: query, results });
      });
  }, []);
  // The text as rendered (a recent search chosen, the index just ready): asked unless it already was.
  useEffect(() => {
    if (!ready || !prepared) return;
    if (asked.current?.text === text && asked.current.prepared === prepared) return;
    ask(text, prepared);
  }, [ready, prepared, text, ask]);
  const searchNow = useCallback(
    (query: string, withAnswer: () => void) => {
      if (ready && prepared) ask(query, prepared, withAnswer);
      else startTransition(withAnswer);
    },
    [ready, prepared, ask],
  );

  return {
    preparing: !catalogue.isError && !ready,
    failed: catalogue.isError,
    retry: () => void catalogue.refetch(),
    searchNow,
    resultsFor: answer.text,
    results: answer.text.trim() === '' ? NONE : answer.results,
    entry: prepared?.entry ?? null,
  };
}
