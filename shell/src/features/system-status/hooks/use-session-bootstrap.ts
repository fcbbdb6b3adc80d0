import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchMemberInfo, sharedStore, type WhitelabelNode } from '@gp/kernel';
import { fetchSystemStatus, type SystemStatus } from '@gp/games-kit';
import { restoreSessionAtom, setFeaturesAtom, setImageCdnsAtom } from '@gp/kernel/host';
import { setPermissionsAtom } from '../../../lib/platform/permissions';
import { fetchDomainRoute, fetchRegisterSettings, fetchWhitelabel } from '../api/startup';
import { applyMemberInfo } from '../../../lib/session/member-info';

export type BootstrapState =
  | { phase: 'loading' }
  /** memberInfoError: the member info could not be loaded; the session is kept (MemberInfoAlert retries). */
  | { phase: 'ready'; status: SystemStatus; memberInfoError?: unknown }
  | { phase: 'maintenance' | 'blocked'; status: SystemStatus }
  | { phase: 'error'; error: unknown };

type StartupCalls = { status: Promise<SystemStatus>; whitelabel: Promise<WhitelabelNode[]> };

function startupCalls(): StartupCalls {
  const calls = { status: fetchSystemStatus(), whitelabel: fetchWhitelabel() };
  // Under maintenance the whitelabel answer is not used; its failure is then nobody's error.
  calls.whitelabel.catch(() => undefined);
  return calls;
}

/**
 * Start-up of SPEC §4: load permissions; status 0 renders the app, 1 maintenance, 2 region
 * blocked. When normal, the token comes from the URL query or the session and member info is
 * fetched before any guarded route decides. The status and the whitelabel tree (every app's
 * feature switches) are required; the registration rules and domain route load beside them and
 * are fetched again where needed if they fail, so they never keep the site from starting.
 * Works on the shared store, so it can run before React mounts.
 */
async function runStartup(calls: StartupCalls): Promise<BootstrapState> {
  try {
    const status = await calls.status;
    sharedStore.set(setPermissionsAtom, { status });
    if (status.status === 1) return { phase: 'maintenance', status };
    if (status.status === 2) return { phase: 'blocked', status };
    sharedStore.set(setImageCdnsAtom, status.imageCDNs);
    // Most sites run without an analytics id: the loader is fetched only when there is one.
    if (status.gtagId) void import('../utils/analytics').then(({ loadAnalytics }) => loadAnalytics(status.gtagId));
    fetchRegisterSettings().then((registerSettings) => sharedStore.set(setPermissionsAtom, { registerSettings }), () => undefined);
    fetchDomainRoute().then((domainRoute) => sharedStore.set(setPermissionsAtom, { domainRoute }), () => undefined);
    const stored = sharedStore.set(restoreSessionAtom, handedSearch ?? window.location.search);
    handedSearch = null;
    // Member info goes out beside the whitelabel answer, not after it.
    const memberInfo = stored.token ? fetchMemberInfo() : null;
    memberInfo?.catch(() => undefined);
    sharedStore.set(setFeaturesAtom, await calls.whitelabel);
    if (memberInfo) {
      const outcome = await applyMemberInfo(memberInfo, { startup: true });
      if (outcome.status === 'failed') return { phase: 'ready', status, memberInfoError: outcome.error };
    }
    return { phase: 'ready', status };
  } catch (error) {
    return { phase: 'error', error };
  }
}

/** The query the page opened with, while it holds a handed-over token the start-up has not stored yet. */
let handedSearch: string | null = null;

/**
 * A session handed over in the address (`?token=`) must not stay in history or referrers: it is
 * taken out of the address before any router mounts (so no route sees it, and no redirect of the
 * first render is undone), and kept here until the start-up stores it — a retried start-up too.
 * Returns the query as the page opened with it.
 */
export function takeHandedToken(): string {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  if (!params.has('token')) return search;
  handedSearch = search;
  params.delete('token');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
  return search;
}

type StartupRun = { promise: Promise<BootstrapState>; result?: BootstrapState };

function track(promise: Promise<BootstrapState>): StartupRun {
  const run: StartupRun = { promise };
  void promise.then((result) => {
    run.result = result;
  });
  return run;
}

let prefetched: StartupRun | null = null;

/**
 * Runs the start-up (status and whitelabel side by side) before React mounts. When it is done
 * by the time the app renders, the first render is already the page: no spinner pass, no
 * second render. The first bootstrap takes it; a retry runs again.
 */
export function prefetchStartup(): void {
  prefetched = track(runStartup(startupCalls()));
}

export function useSessionBootstrap(): BootstrapState & { retry: () => void } {
  const [first] = useState(() => {
    const run = prefetched;
    prefetched = null;
    return run;
  });
  const [state, setState] = useState<BootstrapState>(() => first?.result ?? { phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const run = attempt === 0 && first ? first : track(runStartup(startupCalls()));
    if (attempt > 0) setState({ phase: 'loading' });
    run.promise.then(
      // The whole app's first render is a transition: React yields between components, so the
      // start-up render never blocks the main thread in one long task. (Already drawn from a
      // finished run: the same state object, nothing renders again.)
      (next) => !cancelled && startTransition(() => setState(next)),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, first]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
