import { peekRuntimeConfig } from '@gp/kernel';

export type SafeUrlOptions = {
  /** Base of a relative URL; default: the page's origin. */
  base?: string;
  /** Origins that may be opened over plain http; default: the runtime config's `localOrigins`. */
  localOrigins?: readonly string[];
};

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The one check of every URL from a server or a query before it is opened, navigated to or
 * framed. The URL is parsed the way the browser parses it (WHATWG URL: case, surrounding
 * whitespace, tabs, newlines and control characters included), so `JaVaScRiPt:`, `\tjava\nscript:`
 * and friends are seen as what they are. Only `https:` passes, plus `http:` on the configured
 * local origins; URLs with credentials never pass (`https://site.example@evil.example`).
 * Returns the normalised URL to use (never the raw input), or null.
 */
export function safeUrl(candidate: unknown, options: SafeUrlOptions = {}): string | null {
  if (typeof candidate !== 'string' || candidate.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(candidate, options.base ?? pageOrigin());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol !== 'http:') return null;
  const local = options.localOrigins ?? peekRuntimeConfig()?.localOrigins ?? [];
  return local.some((origin) => originOf(origin) === url.origin) ? url.href : null;
}

export function isSafeUrl(candidate: unknown, options?: SafeUrlOptions): boolean {
  return safeUrl(candidate, options) !== null;
}

/**
 * Opens a server URL in a new window without a way back to this page (`noopener`: no
 * `window.opener`, no copy of the session storage). Returns false, opening nothing, when the
 * URL does not pass `safeUrl`.
 */
export function openSafeUrl(candidate: unknown, options?: SafeUrlOptions): boolean {
  const url = safeUrl(candidate, options);
  if (url === null) return false;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
