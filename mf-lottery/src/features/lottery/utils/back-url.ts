/**
 * The lottery's back button may only lead to this site: a `backUrl` of another origin (or a
 * javascript: URL) is replaced by the page the lottery was opened from.
 */
export function safeBackUrl(candidate: string | null, fallbackPath: string, origin: string = window.location.origin): string {
  const fallback = new URL(fallbackPath, origin).href;
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : fallback;
  } catch {
    return fallback;
  }
}
