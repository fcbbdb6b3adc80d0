import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, memberInfoAtom, restoreSessionAtom, sharedStore, tokenAtom } from 'shared';
import { businessError, envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember } from 'shared/testing';
import { resetSession } from '../../../testing/session/setup';
import { MemberInfoAlert } from './member-info-alert';

beforeAll(() => setTestRuntimeConfig());
beforeEach(() => {
  resetSession();
  sessionStorage.setItem('token', 'tok-kept');
  sharedStore.set(restoreSessionAtom, '');
});

it("says why the account did not load, in the catalogue's words, and a retry that succeeds hides it", async () => {
  mockFetchRoutes([{ path: '/wps/member/info', body: envelope(testMember({ nickname: 'Loaded now' })) }]);
  renderWithProviders(<MemberInfoAlert error={new ApiError('timeout', 'error.timeout')} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Your account details could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(sharedStore.get(memberInfoAtom)?.nickname).toBe('Loaded now');
  expect(sharedStore.get(tokenAtom)).toBe('tok-kept');
});

it('stays, with the new reason, when the retry fails again; the session is kept', async () => {
  mockFetchRoutes([{ path: '/wps/member/info', status: 500, body: businessError('Internal error') }]);
  renderWithProviders(<MemberInfoAlert error={new ApiError('network', 'error.network')} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal, try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  expect(screen.getByRole('alert')).toHaveTextContent('Your account details could not be loaded.');
  expect(screen.getByRole('alert')).not.toHaveTextContent('Network link abnormal, try again.');
  expect(sharedStore.get(tokenAtom)).toBe('tok-kept');
});

it('a 401 on the retry ends the session and removes the alert', async () => {
  mockFetchRoutes([{ path: '/wps/member/info', status: 401, body: businessError('You are not logged in, please log in', null, 'UNAUTHORIZED') }]);
  renderWithProviders(<MemberInfoAlert error={new ApiError('http', 'error.unknown', { status: 500 })} />);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(sharedStore.get(tokenAtom)).toBeNull();
});
