import { focusManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
// The kernel by name: the federation singleton the page already runs (relative imports would make
// webpack split the kernel's start-up chunk to give this chunk those modules). No cycle at load:
// the kernel reaches this module only lazily (the favourite toggle).
import { isApiError, onEvent } from '@gp/kernel';
import { getSessionItem, SESSION_KEYS } from '../session/session-keys';

/** How many times a failed query is asked again (mutations never are). */
export const QUERY_RETRIES = 1;

/**
 * Only a failure that may pass is worth another try: the network, or a server that is down or
 * busy (5xx, 408, 429). A 401, any other 4xx, a business refusal, an invalid answer or a
 * time-out (the user has already waited) is shown at once.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  const status = error.status ?? 0;
  return error.kind === 'http' && (status >= 500 || status === 408 || status === 429);
}

const DEFAULTS: DefaultOptions = {
  queries: {
    retry: (failureCount, error) => failureCount < QUERY_RETRIES && isTransientFailure(error),
    // Screens refetch when they mount; a query that must follow the focus (the unread count) says so.
    refetchOnWindowFocus: false,
  },
  // A repeated POST could move money twice.
  mutations: { retry: false },
};

/** A client with the platform's defaults (`overrides` for tests: `{ queries: { retry: false } }`). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...DEFAULTS.queries, ...overrides.queries },
      mutations: { ...DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}

// The window's focus (what the platform's screens have always followed) as well as the tab
// becoming visible again (TanStack's own signal) counts as a focus.
focusManager.setEventListener((handleFocus) => {
  const onFocus = () => handleFocus();
  window.addEventListener('visibilitychange', onFocus);
  window.addEventListener('focus', onFocus);
  return () => {
    window.removeEventListener('visibilitychange', onFocus);
    window.removeEventListener('focus', onFocus);
  };
});

/** The page's one client: `@gp/kernel/query` is a federation singleton, so every app shares its cache. */
export const queryClient = createQueryClient();

// Server state belongs to one account: a sign-in, sign-out or switch of account drops it (the
// screens on show ask again). This module may load long after start-up: the token it starts
// from is the session's, read from storage.
let sessionToken = getSessionItem(SESSION_KEYS.token);
onEvent('session-changed', ({ token }) => {
  if (token === sessionToken) return;
  sessionToken = token;
  void queryClient.resetQueries();
});
