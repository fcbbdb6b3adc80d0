import { startTransition, useEffect, useMemo, useState } from 'react';
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
    indexed = { catalogue, language, ready: searchClient().build(prepared.documents) };
  }
  return indexed.ready;
}

export type CatalogueSearch = {
  /** The catalogue is loading or the index is being built. */
  preparing: boolean;
  failed: boolean;
  retry: () => void;
  /** The text these results answer (they may lag behind what is typed by one keystroke). */
  resultsFor: string;
  results: SearchEntry[];
  entries: Map<string, SearchEntry> | null;
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
  useEffect(() => {
    if (!ready || !prepared) return undefined;
    let live = true;
    void searchClient()
      .search(text)
      .then((hits) => {
        if (!live || hits === null) return;
        const results = hits.flatMap((hit) => prepared.entries.get(hit.id) ?? []);
        // The list renders without holding up the next keystroke (React yields while it renders).
        startTransition(() => setAnswer({ text, results }));
      });
    return () => {
      live = false;
    };
  }, [ready, prepared, text]);

  return {
    preparing: !catalogue.isError && !ready,
    failed: catalogue.isError,
    retry: () => void catalogue.refetch(),
    resultsFor: answer.text,
    results: answer.text.trim() === '' ? NONE : answer.results,
    entries: prepared?.entries ?? null,
  };
}
