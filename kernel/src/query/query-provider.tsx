import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from './query-client';

export type QueryProviderProps = { children: ReactNode; client?: QueryClient };

/**
 * Gives the page's query client to a subtree that reads server state. Every lazy boundary whose
 * screens use queries (a remote's routes, a shell dialog) wraps itself in it, so the query
 * library loads with the first such screen, never with /index's start-up. Under a provider
 * already there (one boundary inside another, a test's own client) it adds nothing, unless
 * given a `client` of its own.
 */
export function QueryProvider({ children, client }: QueryProviderProps) {
  const outer = useContext(QueryClientContext);
  if (outer && !client) return children;
  return <QueryClientProvider client={client ?? queryClient}>{children}</QueryClientProvider>;
}
