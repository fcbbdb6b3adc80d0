import { atom, useAtomValue, useSetAtom } from 'jotai';

/**
 * Shell-wide dialogs, one open at a time. Each feature renders the dialogs it owns and opens
 * others' by name (remotes ask over the event bus instead).
 */
/** The extra verification ways the server may ask for (POST /wps/session/login/verify). */
export type LoginVerifyMethod = 'SMS' | 'EMAIL' | 'BANK' | 'GOOGLE';

/**
 * Each dialog with what it is opened with. Never a password: the one just typed, which the
 * extra verification and the forced change need, stays in the sign-in dialogs' own memory.
 */
type DialogParams = {
  login: undefined;
  register: { referralCode?: string };
  forgotPassword: undefined;
  changePassword: { forced: boolean; firstTimeLogin: boolean };
  verifyLogin: { verifyToken: string; verifyMethods: readonly LoginVerifyMethod[] };
  firstLogin: undefined;
  trial: undefined;
  logout: undefined;
  disclaimer: undefined;
  announcement: { audience: string; execution: 'A' | 'B' };
  help: undefined;
  notices: { tab?: 'player' | 'promotion' };
  appDownload: undefined;
  feedback: undefined;
  customerService: undefined;
};

export type ShellDialogName = keyof DialogParams;

type DialogOf<K extends ShellDialogName> = {
  name: K;
  /** Where to go once the dialog has done its job (login). */
  returnTo?: string;
  /** A section to open at (help centre #term). */
  anchor?: string;
} & (DialogParams[K] extends undefined
  ? { params?: undefined }
  : object extends DialogParams[K]
    ? { params?: DialogParams[K] }
    : { params: DialogParams[K] });

/** An open dialog: its name decides its params. */
export type ShellDialog = { [K in ShellDialogName]: DialogOf<K> }[ShellDialogName];

/** The open dialog of that name, typed. */
export type ShellDialogNamed<K extends ShellDialogName> = DialogOf<K>;

const dialogAtom = atom<ShellDialog | null>(null);

export const openDialogAtom = atom(null, (_get, set, dialog: ShellDialog) => set(dialogAtom, dialog));
export const closeDialogAtom = atom(null, (_get, set) => set(dialogAtom, null));
/**
 * Closes the open dialog only when it is one of `names`: an effect that read the dialog at its
 * render must not close another that opened since (a login asked for in the same commit).
 */
export const closeDialogNamedAtom = atom(null, (get, set, names: readonly ShellDialogName[]) => {
  const open = get(dialogAtom);
  if (open && names.includes(open.name)) set(dialogAtom, null);
});

export function useOpenDialog(): ShellDialog | null {
  return useAtomValue(dialogAtom);
}

export function useDialogActions() {
  return { open: useSetAtom(openDialogAtom), close: useSetAtom(closeDialogAtom), closeNamed: useSetAtom(closeDialogNamedAtom) };
}
