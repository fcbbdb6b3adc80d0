import { atom, useAtomValue } from 'jotai';

export function pickRandom<T>(list: readonly T[]): T | undefined {
  if (list.length === 0) return undefined;
  return list[Math.floor(Math.random() * list.length)];
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

declare global {
  interface Window {
    /** The image CDN the shell's entry chose for this page load (to preload the first banner). */
    __gpImageCdn?: { list: string; cdn: string };
  }
}

// SPEC §9: the CDN is chosen at random, once per page load, so images stay cached. The choice
// lives on window: the shell's entry may make it first (it preloads the first banner), and
// every copy of `shared` on the page then agrees with it.
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

const imageCdnsStateAtom = atom<readonly string[]>([]);

/** `imageCDNs` from /wps/system/status. */
export const imageCdnsAtom = atom((get) => get(imageCdnsStateAtom));

export const setImageCdnsAtom = atom(null, (_get, set, cdns: readonly string[]) => {
  set(imageCdnsStateAtom, cdns);
});

export function useImageUrl(path: string | null | undefined): string {
  const cdns = useAtomValue(imageCdnsAtom);
  return path ? resolveImageUrl(path, cdns) : '';
}
