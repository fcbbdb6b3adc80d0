import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import {
  fetchMemberInfo,
  fetchSystemStatus,
  fetchWhitelabel,
  restoreSessionAtom,
  setFeaturesAtom,
  setImageCdnsAtom,
  setMemberInfoAtom,
  signOutAtom,
  type SystemStatus,
} from 'shared';

export type BootstrapState =
  | { phase: 'loading' }
  | { phase: 'ready'; status: SystemStatus }
  | { phase: 'maintenance' | 'blocked'; status: SystemStatus }
  | { phase: 'error'; error: unknown };

/**
 * Start-up of SPEC §4: load permissions; status 0 renders the app, 1 maintenance, 2 region
 * blocked. When normal, the token comes from the URL query or the session and member info is
 * fetched before any guarded route decides.
 */
export function useSessionBootstrap(): BootstrapState & { retry: () => void } {
  const [state, setState] = useState<BootstrapState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const restoreSession = useSetAtom(restoreSessionAtom);
  const setMemberInfo = useSetAtom(setMemberInfoAtom);
  const signOut = useSetAtom(signOutAtom);
  const setFeatures = useSetAtom(setFeaturesAtom);
  const setImageCdns = useSetAtom(setImageCdnsAtom);

  useEffect(() => {
    let cancelled = false;
    async function run() {
      const status = await fetchSystemStatus();
      if (status.status === 1) return { phase: 'maintenance', status } as const;
      if (status.status === 2) return { phase: 'blocked', status } as const;
      setImageCdns(status.imageCDNs);
      setFeatures(await fetchWhitelabel());
      const stored = restoreSession(window.location.search);
      if (stored.token) {
        try {
          setMemberInfo(await fetchMemberInfo());
        } catch {
          // An expired token is a guest, not a start-up failure.
          signOut();
        }
      }
      return { phase: 'ready', status } as const;
    }
    setState({ phase: 'loading' });
    run().then(
      (next) => !cancelled && setState(next),
      (error: unknown) => !cancelled && setState({ phase: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, restoreSession, setMemberInfo, signOut, setFeatures, setImageCdns]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
