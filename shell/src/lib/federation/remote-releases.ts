import { atom } from 'jotai';
import type { ChosenRelease } from './remote-bucket';
import type { RemoteRelease } from './runtime-plugins';

/** A remote's release as its manifest gives it, with the channel (stable or canary) and release id this visitor runs. */
export type ShownRelease = RemoteRelease & Partial<ChosenRelease>;

/** The release of each remote this page has read a manifest of (footer: which versions are live, and which are canaries). */
export const remoteReleasesAtom = atom<Record<string, ShownRelease>>({});
