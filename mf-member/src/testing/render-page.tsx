import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@gp/kernel/host';
import { renderWithProviders, type RenderWithProvidersOptions } from '@gp/kernel/testing';
import { createQueryClient, QueryProvider } from '@gp/kernel/query';

/**
 * A member page as the remote mounts it: a query client of its own per render (no server state
 * leaks between tests) and a router; a signed-in member unless told otherwise.
 */
export function renderPage(ui: ReactElement, options: RenderWithProvidersOptions & { router?: boolean } = {}) {
  const client = createQueryClient();
  const { router = true, ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryProvider client={client}>{router ? <MemoryRouter>{children}</MemoryRouter> : children}</QueryProvider>;
  }
  return renderWithProviders(ui, { session: { token: 'tok-member', member: null }, wrapper: Wrapper, ...rest });
}
