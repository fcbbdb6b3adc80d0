import { atom, useAtomValue, useSetAtom } from 'jotai';

/** Shell-wide dialogs. One open at a time; remotes ask for them over the event bus. */
export type ShellDialog = { name: 'login'; returnTo?: string } | { name: 'register' } | { name: 'help' } | { name: 'trial' } | { name: 'logout' };

const dialogAtom = atom<ShellDialog | null>(null);

export const openDialogAtom = atom(null, (_get, set, dialog: ShellDialog) => set(dialogAtom, dialog));
export const closeDialogAtom = atom(null, (_get, set) => set(dialogAtom, null));

export function useOpenDialog() {
  return useAtomValue(dialogAtom);
}
export function useDialogActions() {
  return { open: useSetAtom(openDialogAtom), close: useSetAtom(closeDialogAtom) };
}
