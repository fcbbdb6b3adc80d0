import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { onEvent } from 'shared';

/**
 * As mf-member's: the API client already retries GETs, so queries do not retry again; mutations
 * never do (a repeated POST could move money twice). No refetch on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

const agentQueryClient = createQueryClient();

// Server state belongs to one account: a sign-in or sign-out drops it.
onEvent('session-changed', () => {
  void agentQueryClient.resetQueries();
});

/** The remote's query client for its routes; under a provider already there (a test's own client) it adds nothing. */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const outer = useContext(QueryClientContext);
  if (outer && !client) return children;
  return <QueryClientProvider client={client ?? agentQueryClient}>{children}</QueryClientProvider>;
}
