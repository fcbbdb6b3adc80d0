import { atom, useAtomValue } from '../state/jotai';
import { pickRandom, resolveImageUrl } from './image-url';

export { pickRandom, resolveImageUrl };

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
