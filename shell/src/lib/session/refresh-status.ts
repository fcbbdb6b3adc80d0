import { atom, useAtomValue } from 'jotai';

/**
 * Issue 14, hole 5: a value on show that fails to refresh stays on show, and its element says so
 * (shared `StaleNotice`). These atoms carry the failure from the code that refreshes (the session
 * features) to the elements that show the values (the header), which may not import each other.
 */

/** The balance: 'failed' while the last refresh failed (the last balance stays on show). */
export type BalanceRefresh = 'ok' | 'refreshing' | 'failed';
export const balanceRefreshAtom = atom<BalanceRefresh>('ok');

export function useBalanceRefresh(): BalanceRefresh {
  return useAtomValue(balanceRefreshAtom);
}

/**
 * The member info could not be loaded (a 500, a time-out, a malformed answer; never a 401, which
 * ends the session): why, and the retry of the code that loads it. null while it is fine.
 */
export type MemberInfoRefresh = { error: unknown; retry: () => Promise<void>; retrying: boolean } | null;
export const memberInfoRefreshAtom = atom<MemberInfoRefresh>(null);

export function useMemberInfoRefresh(): MemberInfoRefresh {
  return useAtomValue(memberInfoRefreshAtom);
}
