import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { onEvent } from 'shared';

/**
 * The API client already retries GETs (network errors, 408/429/5xx), so queries do not retry a
 * second time, and mutations never do (a repeated POST could move money twice). No refetch on
 * window focus: the member pages refetch when they mount.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

const memberQueryClient = createQueryClient();

// Server state belongs to one account: a sign-in or sign-out drops it.
onEvent('session-changed', () => {
  void memberQueryClient.resetQueries();
});

/** The remote's query client for its routes; under a provider already there (a test's own client) it adds nothing. */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const outer = useContext(QueryClientContext);
  if (outer && !client) return children;
  return <QueryClientProvider client={client ?? memberQueryClient}>{children}</QueryClientProvider>;
}
