import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'shared';
import { renderWithProviders, type RenderWithProvidersOptions } from 'shared/testing';
import { createQueryClient, QueryProvider } from 'shared/query';

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
