import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { emitEvent, getRuntimeConfig, useSession } from '@gp/kernel';
import { setBalanceAtom } from '@gp/kernel/host';
import { balanceRefreshAtom } from '../../../lib/session/refresh-status';
import { connectBalanceStream } from './balance-stream-connection';

/** The stream's absolute URL: as configured when absolute, else its path after the API's base (as every call). */
export function balanceStreamUrl(streamUrl: string, apiBaseUrl: string): string {
  if (/^https?:\/\//i.test(streamUrl)) return streamUrl;
  return `${apiBaseUrl || window.location.origin}${streamUrl.startsWith('/') ? '' : '/'}${streamUrl}`;
}

/**
 * The live balance (issue 24): while a session is signed in, the back end's balance stream
 * writes each pushed balance into the kernel's balance state, the one source of truth (the
 * header reads it; every app hears `balance-changed` on the bus). A reconnection asks the shell's
 * balance sync for a refetch (`balance-refresh-requested`). Without a stream, nothing changes:
 * the balance refreshes on sign-in and on request, as before.
 */
export function useBalanceStream(): void {
  const { token } = useSession();
  const setBalance = useSetAtom(setBalanceAtom);
  const setRefresh = useSetAtom(balanceRefreshAtom);

  useEffect(() => {
    const config = getRuntimeConfig();
    const { enabled, ticketPath, streamUrl } = config.balanceStream;
    if (!token || !enabled || typeof EventSource === 'undefined') return undefined;
    return connectBalanceStream({
      ticketPath,
      streamUrl: balanceStreamUrl(streamUrl, config.apiBaseUrl),
      onBalance: ({ balance, currencySymbol }) => {
        setBalance(currencySymbol ? { balance, currencySymbol } : { balance });
        setRefresh('ok');
      },
      onResync: () => emitEvent('balance-refresh-requested'),
    });
  }, [token, setBalance, setRefresh]);
}
