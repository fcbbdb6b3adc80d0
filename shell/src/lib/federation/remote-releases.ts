import { atom } from 'jotai';
import type { RemoteRelease } from './runtime-plugins';

/** The release of each remote this page has read a manifest of (footer: which versions are live). */
export const remoteReleasesAtom = atom<Record<string, RemoteRelease>>({});
