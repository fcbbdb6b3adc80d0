import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { tokenize } from './tokenize';

// The search over the catalogue (issue 24): one document per category, vendor and game, with the
// name in the page's language, the vendor's name and the category's name. It runs in the search
// worker; this module is plain so the quality tests run it as it is.

export type SearchKind = 'category' | 'vendor' | 'game';

export type SearchDocument = {
  /** `c:RNG`, `v:RNG:PG`, `g:10001`. */
  id: string;
  kind: SearchKind;
  name: string;
  vendor: string;
  category: string;
};

export type SearchHit = { id: string; kind: SearchKind; score: number };

/** How many hits a query answers: a screenful per group, more than the dialog shows. */
export const MAX_HITS = 60;

const LATIN_OR_DIGIT = /^[\p{Script=Latin}0-9]+$/u;

/** Edits allowed per term: none in n-grams and one-letter terms, one from 3 letters, two from 7. */
function fuzzyFor(term: string): number {
  if (!LATIN_OR_DIGIT.test(term)) return term.length >= 6 ? 1 : 0;
  if (term.length >= 7) return 2;
  return term.length >= 3 ? 1 : 0;
}

/** The term with two neighbouring letters swapped, each way: a swap is one slip but two edits. */
function swaps(term: string): string[] {
  if (!LATIN_OR_DIGIT.test(term) || term.length < 3 || term.length > 10) return [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + (term[i + 1] ?? '') + (term[i] ?? '') + term.slice(i + 2));
  }
  return [...out];
}

const asIs = (text: string): string[] => [text];

/** One typed term: itself (fuzzy, and as a prefix) or, exactly, one of its swaps. */
function termQuery(term: string): Query {
  const swapped = swaps(term);
  if (swapped.length === 0) return { queries: [term], tokenize: asIs };
  return {
    combineWith: 'OR',
    queries: [
      { queries: [term], tokenize: asIs },
      { queries: swapped, tokenize: asIs, fuzzy: false, prefix: false },
    ],
  };
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 3, vendor: 1.5, category: 1 },
  prefix: (term) => term.length >= 2 || !/^[a-z0-9]$/.test(term),
  fuzzy: (term) => fuzzyFor(term),
  maxFuzzy: 2,
  // A term that also matches as typed weighs more than one matched only by a typo or a prefix.
  weights: { fuzzy: 0.4, prefix: 0.5 },
  combineWith: 'OR',
};

export type CatalogueIndex = MiniSearch<SearchDocument>;

export function createCatalogueIndex(documents: readonly SearchDocument[]): CatalogueIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'vendor', 'category'],
    storeFields: ['kind'],
    tokenize: (text) => tokenize(text),
    // tokenize already normalises; MiniSearch's default would lower-case only.
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(documents);
  return index;
}

/** The best hits for what was typed, best first (empty for blank text). */
export function searchCatalogue(index: CatalogueIndex, text: string, limit = MAX_HITS): SearchHit[] {
  const terms = [...new Set(tokenize(text))];
  if (terms.length === 0) return [];
  const queries = terms.map(termQuery);
  // Every term (each fuzzy, as a prefix, or swapped) first; only when no result has them all,
  // the results with some of them (a word the catalogue does not have).
  const all = index.search({ combineWith: 'AND', queries });
  let results: SearchResult[] = all;
  if (all.length === 0 && terms.length > 1) {
    const seen = new Set(all.map((result) => result.id));
    results = [...all, ...index.search({ combineWith: 'OR', queries }).filter((result) => !seen.has(result.id))];
  }
  return results.slice(0, limit).map((result) => ({ id: String(result.id), kind: result.kind as SearchKind, score: result.score }));
}
