import { startTransition, useCallback, useEffect } from 'react';
import { fetchBalance, setBalanceAtom } from '@gp/kernel/host';
import { useEvent, useSession } from '@gp/kernel';
import { useSetAtom } from 'jotai';
import { balanceRefreshAtom } from '../../../lib/session/refresh-status';

/**
 * Keeps the balance fresh: on sign-in, on request from any app, and on demand. A refresh that
 * fails keeps the last balance on show and marks it stale (the header says so, with a Retry);
 * a 401 ends the session in the API client, as everywhere.
 */
export function useBalanceSync(): () => void {
  const { isLoggedIn, token } = useSession();
  const setBalance = useSetAtom(setBalanceAtom);
  const setRefresh = useSetAtom(balanceRefreshAtom);

  const refresh = useCallback(() => {
    if (!isLoggedIn) return;
    setRefresh('refreshing');
    fetchBalance().then(
      // A transition: the header's balance renders in a pass that yields to the browser, not in
      // one blocking task while the page is still loading.
      (result) =>
        startTransition(() => {
          setBalance({ balance: result.balance, currencySymbol: result.currencySymbol });
          setRefresh('ok');
        }),
      () => setRefresh('failed'),
    );
  }, [isLoggedIn, setBalance, setRefresh]);

  useEffect(() => {
    if (token) refresh();
    else setRefresh('ok');
  }, [token, refresh, setRefresh]);

  useEvent('balance-refresh-requested', refresh);
  return refresh;
}
