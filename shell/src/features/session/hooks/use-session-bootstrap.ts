import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import {
  fetchDomainRoute,
  fetchMemberInfo,
  fetchRegisterSettings,
  fetchSystemStatus,
  fetchWhitelabel,
  restoreSessionAtom,
  setFeaturesAtom,
  setImageCdnsAtom,
  setMemberInfoAtom,
  setPermissionsAtom,
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
 * fetched before any guarded route decides. The status and the whitelabel tree (every app's
 * feature switches) are required; the registration rules and domain route load beside them and
 * are fetched again where needed if they fail, so they never keep the site from starting.
 */
export function useSessionBootstrap(): BootstrapState & { retry: () => void } {
  const [state, setState] = useState<BootstrapState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const restoreSession = useSetAtom(restoreSessionAtom);
  const setMemberInfo = useSetAtom(setMemberInfoAtom);
  const signOut = useSetAtom(signOutAtom);
  const setFeatures = useSetAtom(setFeaturesAtom);
  const setImageCdns = useSetAtom(setImageCdnsAtom);
  const setPermissions = useSetAtom(setPermissionsAtom);

  useEffect(() => {
    let cancelled = false;
    async function run() {
      const status = await fetchSystemStatus();
      setPermissions({ status });
      if (status.status === 1) return { phase: 'maintenance', status } as const;
      if (status.status === 2) return { phase: 'blocked', status } as const;
      setImageCdns(status.imageCDNs);
      // Most sites run without an analytics id: the loader is fetched only when there is one.
      if (status.gtagId) void import('../utils/analytics').then(({ loadAnalytics }) => loadAnalytics(status.gtagId));
      fetchRegisterSettings().then((registerSettings) => setPermissions({ registerSettings }), () => undefined);
      fetchDomainRoute().then((domainRoute) => setPermissions({ domainRoute }), () => undefined);
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
  }, [attempt, restoreSession, setMemberInfo, signOut, setFeatures, setImageCdns, setPermissions]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
