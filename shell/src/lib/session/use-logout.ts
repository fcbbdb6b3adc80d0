import { useCallback } from 'react';
import { logout } from '@gp/auth-kit';
import { signOutAtom } from '@gp/kernel';
import { useSetAtom } from 'jotai';

/** SPEC §4 logout: call logout, then clear the session whatever the server said. */
export function useLogout(): () => Promise<void> {
  const signOut = useSetAtom(signOutAtom);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session ends on this device even when the server cannot be reached.
    } finally {
      signOut();
    }
  }, [signOut]);
}
