import { atom, useAtomValue } from 'jotai';

export function pickRandom<T>(list: readonly T[]): T | undefined {
  if (list.length === 0) return undefined;
  return list[Math.floor(Math.random() * list.length)];
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

// SPEC §9: the CDN is chosen at random, once per page load, so images stay cached.
let chosen: { list: string; cdn: string | undefined } | null = null;

function cdnFor(imageCDNs: readonly string[]): string | undefined {
  const list = imageCDNs.join('\n');
  if (!chosen || chosen.list !== list) chosen = { list, cdn: pickRandom(imageCDNs) };
  return chosen.cdn;
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
