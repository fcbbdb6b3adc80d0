import { atom } from 'jotai';

/*
 * Once-per-session notices (SPEC §4): the disclaimer until accepted, and the pop-up
 * announcements once per audience until closed. Kept in session storage (so a logout, which
 * clears it, starts over); the atom only remembers what this page already tried.
 */

const DISCLAIMER_KEY = 'disclaimerAccepted';
const popupsKey = (audience: string) => `popupsClosed:${audience}`;

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage can be unavailable (privacy modes): the notice then shows again next time.
  }
}

export const isDisclaimerAccepted = () => read(DISCLAIMER_KEY);
export const acceptDisclaimer = () => write(DISCLAIMER_KEY);
export const arePopupsClosed = (audience: string) => read(popupsKey(audience));
export const closePopups = (audience: string) => write(popupsKey(audience));

export type PopupAudience = 'user' | 'anonymous';

/** The two audiences of SPEC §4; a logout clears the session, so the next user sees theirs again. */
export function popupAudience(isLoggedIn: boolean): PopupAudience {
  return isLoggedIn ? 'user' : 'anonymous';
}

type NoticesState = { disclaimerPostponed: boolean; triedAudiences: readonly string[] };

export const sessionNoticesAtom = atom<NoticesState>({ disclaimerPostponed: false, triedAudiences: [] });
