// The last searches of this browser (issue 24: shown before typing), newest first, at most 10.
// Kept in localStorage: a search says nothing about the account, and a guest has them too.

const KEY = 'gp.search.recent';
export const MAX_RECENT_SEARCHES = 10;

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Puts `text` first (once, whatever its case) and keeps the newest 10; returns the new list. */
export function rememberSearch(text: string): string[] {
  const query = text.trim();
  if (query === '') return readRecentSearches();
  const next = [query, ...readRecentSearches().filter((item) => item.toLowerCase() !== query.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the list lives as long as the dialog.
  }
  return next;
}
