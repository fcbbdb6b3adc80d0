import { useCallback, useEffect } from 'react';
import { fetchBalance, setBalanceAtom, useEvent, useSession, useSetAtom } from 'shared';

/** Keeps the balance fresh: on sign-in, on request from any app, and on demand. */
export function useBalanceSync(): () => void {
  const { isLoggedIn, token } = useSession();
  const setBalance = useSetAtom(setBalanceAtom);

  const refresh = useCallback(() => {
    if (!isLoggedIn) return;
    fetchBalance().then(
      (result) => setBalance({ balance: result.balance, currencySymbol: result.currencySymbol }),
      () => setBalance(null),
    );
  }, [isLoggedIn, setBalance]);

  useEffect(() => {
    if (token) refresh();
  }, [token, refresh]);

  useEvent('balance-refresh-requested', refresh);
  return refresh;
}
