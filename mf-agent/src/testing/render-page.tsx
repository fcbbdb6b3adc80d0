import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@gp/kernel/host';
import { renderWithProviders, type RenderWithProvidersOptions, testMember } from '@gp/kernel/testing';
import { createQueryClient, QueryProvider } from '@gp/kernel/query';

export const TEST_AGENT = { token: 'tok-agent', member: testMember({ type: 1, account: 'agent01', userName: 'agent01', nickname: 'Big Boss' }) };

/**
 * An agent page as the remote mounts it: a query client of its own per render (no server state
 * leaks between tests) and a router; a signed-in agent unless told otherwise.
 */
export function renderPage(ui: ReactElement, options: RenderWithProvidersOptions & { initialEntries?: string[] } = {}) {
  const client = createQueryClient({ queries: { retry: false } });
  const { initialEntries, ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
      </QueryProvider>
    );
  }
  return { client, ...renderWithProviders(ui, { session: TEST_AGENT, wrapper: Wrapper, ...rest }) };
}
