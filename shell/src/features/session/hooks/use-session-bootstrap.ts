import { useSetAtom } from 'jotai';
import { startTransition, useCallback, useEffect, useState } from 'react';
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
  type WhitelabelNode,
} from 'shared';

export type BootstrapState =
  | { phase: 'loading' }
  | { phase: 'ready'; status: SystemStatus }
  | { phase: 'maintenance' | 'blocked'; status: SystemStatus }
  | { phase: 'error'; error: unknown };

type StartupCalls = { status: Promise<SystemStatus>; whitelabel: Promise<WhitelabelNode[]> };

let prefetched: StartupCalls | null = null;

function startupCalls(): StartupCalls {
  const calls = { status: fetchSystemStatus(), whitelabel: fetchWhitelabel() };
  // Under maintenance the whitelabel answer is not used; its failure is then nobody's error.
  calls.whitelabel.catch(() => undefined);
  return calls;
}

/**
 * Sends the two required start-up calls (status, whitelabel) side by side before React mounts,
 * so the first page does not wait for them one after the other. The first bootstrap takes them.
 */
export function prefetchStartup(): void {
  prefetched = startupCalls();
  prefetched.status.catch(() => undefined);
}

function takeStartupCalls(): StartupCalls {
  const calls = prefetched ?? startupCalls();
  prefetched = null;
  return calls;
}

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
      const calls = takeStartupCalls();
      const status = await calls.status;
      setPermissions({ status });
      if (status.status === 1) return { phase: 'maintenance', status } as const;
      if (status.status === 2) return { phase: 'blocked', status } as const;
      setImageCdns(status.imageCDNs);
      // Most sites run without an analytics id: the loader is fetched only when there is one.
      if (status.gtagId) void import('../utils/analytics').then(({ loadAnalytics }) => loadAnalytics(status.gtagId));
      fetchRegisterSettings().then((registerSettings) => setPermissions({ registerSettings }), () => undefined);
      fetchDomainRoute().then((domainRoute) => setPermissions({ domainRoute }), () => undefined);
      const stored = restoreSession(window.location.search);
      // Member info goes out beside the whitelabel answer, not after it.
      const memberInfo = stored.token ? fetchMemberInfo() : null;
      memberInfo?.catch(() => undefined);
      setFeatures(await calls.whitelabel);
      if (memberInfo) {
        try {
          setMemberInfo(await memberInfo);
        } catch {
          // An expired token is a guest, not a start-up failure.
          signOut();
        }
      }
      return { phase: 'ready', status } as const;
    }
    setState({ phase: 'loading' });
    run().then(
      // The whole app's first render is a transition: React yields between components, so the
      // start-up render never blocks the main thread in one long task.
      (next) => !cancelled && startTransition(() => setState(next)),
      (error: unknown) => !cancelled && setState({ phase: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, restoreSession, setMemberInfo, signOut, setFeatures, setImageCdns, setPermissions]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
