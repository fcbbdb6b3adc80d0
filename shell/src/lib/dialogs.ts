import { atom, useAtomValue, useSetAtom } from 'jotai';

/**
 * Shell-wide dialogs, one open at a time. Each feature renders the dialogs it owns and opens
 * others' by name (remotes ask over the event bus instead).
 */
export type ShellDialogName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'verifyLogin'
  | 'firstLogin'
  | 'trial'
  | 'logout'
  | 'disclaimer'
  | 'announcement'
  | 'help'
  | 'notices'
  | 'appDownload'
  | 'feedback'
  | 'customerService';

export type ShellDialog = {
  name: ShellDialogName;
  /** Where to go once the dialog has done its job (login). */
  returnTo?: string;
  /** A section to open at (help centre #term). */
  anchor?: string;
  /** Anything else the owning feature needs. */
  params?: Readonly<Record<string, unknown>>;
};

const dialogAtom = atom<ShellDialog | null>(null);

export const openDialogAtom = atom(null, (_get, set, dialog: ShellDialog) => set(dialogAtom, dialog));
export const closeDialogAtom = atom(null, (_get, set) => set(dialogAtom, null));

export function useOpenDialog(): ShellDialog | null {
  return useAtomValue(dialogAtom);
}

export function useDialogActions() {
  return { open: useSetAtom(openDialogAtom), close: useSetAtom(closeDialogAtom) };
}
