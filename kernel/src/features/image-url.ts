// No imports: the shell's entry uses this module before the kernel has loaded (it
// preloads the first banner), so it is bundled there too (package export `@gp/kernel/image-url`).

export function pickRandom<T>(list: readonly T[]): T | undefined {
  if (list.length === 0) return undefined;
  return list[Math.floor(Math.random() * list.length)];
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

declare global {
  interface Window {
    /** The image CDN chosen for this page load (by the shell's entry or by the kernel, whichever drew first). */
    __gpImageCdn?: { list: string; cdn: string };
  }
}

// SPEC §9: the CDN is chosen at random, once per page load, so images stay cached. The choice
// lives on window, so the shell's entry and every copy of the kernel on the page agree on it.
function cdnFor(imageCDNs: readonly string[]): string | undefined {
  const list = imageCDNs.join('\n');
  const recorded = typeof window === 'undefined' ? undefined : window.__gpImageCdn;
  if (recorded && recorded.list === list) return recorded.cdn;
  const cdn = pickRandom(imageCDNs);
  if (cdn !== undefined && typeof window !== 'undefined') window.__gpImageCdn = { list, cdn };
  return cdn;
}

/** Absolute URLs (http:, https:, data:, blob:, //host) are returned unchanged. */
export function resolveImageUrl(path: string, imageCDNs: readonly string[]): string {
  if (!path || ABSOLUTE_URL.test(path)) return path;
  const cdn = cdnFor(imageCDNs);
  if (!cdn) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
