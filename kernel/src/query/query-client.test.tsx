import { render, screen, waitFor } from '@testing-library/react';
import { ApiError, emitEvent } from '@gp/kernel';
import { createQueryClient, QueryProvider, queryClient } from '@gp/kernel/query';
import { isTransientFailure } from './query-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';

describe('query defaults', () => {
  it.each([
    ['a network failure', true, new ApiError('network', 'error.network')],
    ['a server that is down', true, new ApiError('http', 'error.server', { status: 503 })],
    ['too many requests', true, new ApiError('http', 'error.server', { status: 429 })],
    ['a 404', false, new ApiError('http', 'error.notFound', { status: 404 })],
    ['a 401', false, new ApiError('unauthorized', 'error.notLoggedIn', { status: 401 })],
    ['a business refusal', false, new ApiError('business', 'Game under maintenance')],
    ['a time-out', false, new ApiError('timeout', 'error.timeout')],
    ['any other error', false, new Error('boom')],
  ])('%s: another try is %p', (_name, expected, error) => {
    expect(isTransientFailure(error)).toBe(expected);
  });

  it('retries a query once after a transient failure, never a mutation', () => {
    const client = createQueryClient();
    const retry = client.getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is a rule');
    const down = new ApiError('network', 'error.network');
    expect(retry(0, down)).toBe(true);
    expect(retry(1, down)).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('drops the server state of the account that signed out', async () => {
    queryClient.setQueryData(['member', 'x'], 'old');
    emitEvent('session-changed', { kind: 'member', token: 'tok-new', member: null });
    await waitFor(() => expect(queryClient.getQueryData(['member', 'x'])).toBeUndefined());
  });
});

describe('QueryProvider', () => {
  function Reader() {
    const client = useQueryClient();
    const { data } = useQuery({ queryKey: ['who'], queryFn: () => (client === queryClient ? 'page client' : 'own client') });
    return <p>{data}</p>;
  }

  it("gives the page's one client", async () => {
    render(
      <QueryProvider>
        <Reader />
      </QueryProvider>,
    );
    expect(await screen.findByText('page client')).toBeInTheDocument();
  });

  it('keeps a client already there', async () => {
    render(
      <QueryProvider client={createQueryClient()}>
        <QueryProvider>
          <Reader />
        </QueryProvider>
      </QueryProvider>,
    );
    expect(await screen.findByText('own client')).toBeInTheDocument();
  });
});
