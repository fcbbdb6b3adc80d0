import { safeUrl } from '@gp/ui-kit';

/**
 * The lottery's back button may only lead to this site: a `backUrl` of another origin (or a
 * javascript: URL in any spelling) is replaced by the page the lottery was opened from.
 */
export function safeBackUrl(candidate: string | null, fallbackPath: string, origin: string = window.location.origin): string {
  const fallback = new URL(fallbackPath, origin).href;
  // This site's own origin is the one place a back URL may lead, over http too when the site is.
  const url = safeUrl(candidate, { base: origin, localOrigins: [origin] });
  return url !== null && new URL(url).origin === origin ? url : fallback;
}
