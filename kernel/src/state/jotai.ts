import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';

/*
 * The one way into jotai (lint forbids importing 'jotai' anywhere else), as excalidraw keeps its
 * app-jotai module: the page has ONE store, `sharedStore`, which the shell's provider hands to
 * every app and which non-React code (the API client, event mirrors) reads directly. jotai is a
 * federation singleton, so the shell and every remote see the same atoms in it.
 */

/** The one jotai store of the page. */
export const sharedStore = createStore();

export type JotaiStore = typeof sharedStore;

export { atom, useAtom, useAtomValue, useSetAtom, Provider as JotaiProvider };
export type { Atom, PrimitiveAtom, SetStateAction, WritableAtom } from 'jotai';

/** A store of its own, for tests only: the app has `sharedStore` and no other. */
export function createTestStore(): JotaiStore {
  return createStore();
}
