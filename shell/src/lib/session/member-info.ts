import { fetchMemberInfo, type MemberInfo, setMemberInfoAtom, sharedStore, signOutAtom, tokenAtom } from '@gp/kernel';
import { endsSession } from './ends-session';
import { memberInfoRefreshAtom } from './refresh-status';

/** What became of a member-info request: stored, the session ended (a 401), or failed (kept). */
export type MemberInfoOutcome = { status: 'stored' } | { status: 'ended'; error: unknown } | { status: 'failed'; error: unknown };

let endedAtStartup = false;

/**
 * Stores the member info, or answers why it could not: only a 401 (or the server's "not logged
 * in") makes the player a guest; a 500, a time-out or a malformed answer keeps the session and
 * what is on show, and marks the member info stale with a retry (issue 14, holes 3 and 5).
 * An answer for a session that is no longer the current one (the player signed out or in again
 * meanwhile) changes nothing.
 */
export async function applyMemberInfo(request: Promise<MemberInfo>, options: { startup?: boolean } = {}): Promise<MemberInfoOutcome> {
  const token = sharedStore.get(tokenAtom);
  try {
    const member = await request;
    if (sharedStore.get(tokenAtom) !== token) return { status: 'stored' };
    sharedStore.set(setMemberInfoAtom, member);
    sharedStore.set(memberInfoRefreshAtom, null);
    return { status: 'stored' };
  } catch (error) {
    if (endsSession(error)) {
      // The bus's login-required signs the player out once the shell listens; before it does
      // (start-up), or when the answer was a business "not logged in", it happens here.
      if (token !== null && sharedStore.get(tokenAtom) === token) sharedStore.set(signOutAtom);
      sharedStore.set(memberInfoRefreshAtom, null);
      if (options.startup) endedAtStartup = true;
      return { status: 'ended', error };
    }
    if (sharedStore.get(tokenAtom) === token) sharedStore.set(memberInfoRefreshAtom, { error, retry: retryMemberInfo, retrying: false });
    return { status: 'failed', error };
  }
}

/** Loads the member info again (the Retry of the header and of the start-up alert). */
export async function retryMemberInfo(): Promise<void> {
  sharedStore.set(memberInfoRefreshAtom, (current) => (current ? { ...current, retrying: true } : current));
  await applyMemberInfo(fetchMemberInfo());
}

/**
 * True once, when the session ended at start-up (a 401 of the stored token's member info): the
 * bus's login-required went out before the shell's dialogs listened, so they ask for the login
 * when they mount.
 */
export function takeSessionEndedAtStartup(): boolean {
  const ended = endedAtStartup;
  endedAtStartup = false;
  return ended;
}
