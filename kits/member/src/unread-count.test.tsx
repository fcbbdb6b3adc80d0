import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig } from '@gp/kernel/testing';
import { useQuery } from '@gp/kernel/query';
import { unreadCountQueryOptions } from './unread-count';

/** A reader of the count, as the header and the member centre's menu are. */
function Reader({ name }: { name: string }) {
  const unread = useQuery(unreadCountQueryOptions());
  return <output aria-label={name}>{unread.data ? String(unread.data.count) : ''}</output>;
}

/** The header at once, the member centre's menu when its remote has loaded. */
function Page() {
  const [menu, setMenu] = useState(false);
  return (
    <>
      <Reader name="header" />
      <button type="button" onClick={() => setMenu(true)}>
        open the member centre
      </button>
      {menu ? <Reader name="menu" /> : null}
    </>
  );
}

const requests = (fetchMock: ReturnType<typeof mockFetchRoutes>) => fetchMock.requests.filter((r) => r.path.endsWith('/CSP_unreadCount')).length;

beforeEach(() => setTestRuntimeConfig());

it('serves a second reader from the answer just read, and asks again whenever the window regains focus', async () => {
  const fetchMock = mockFetchRoutes([
    { path: '/wps/relay/CSP_unreadCount', body: envelope({ count: 2, promotionCount: 0 }), times: 1 },
    { path: '/wps/relay/CSP_unreadCount', body: envelope({ count: 5, promotionCount: 0 }) },
  ]);
  renderWithProviders(<Page />, { session: { token: 'tok', member: null } });
  await waitFor(() => expect(screen.getByRole('status', { name: 'header' })).toHaveTextContent('2'));

  act(() => screen.getByRole('button', { name: 'open the member centre' }).click());
  // The menu's effects have run and any call they made has gone out (a task later).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByRole('status', { name: 'menu' })).toHaveTextContent('2');
  expect(requests(fetchMock)).toBe(1);

  // Focus moments after the answer: asked all the same (a message may have come meanwhile).
  act(() => void window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(screen.getByRole('status', { name: 'menu' })).toHaveTextContent('5'));
  expect(screen.getByRole('status', { name: 'header' })).toHaveTextContent('5');
  expect(requests(fetchMock)).toBe(2);
});
