import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, memberInfoAtom, sharedStore, tokenAtom } from '@gp/kernel';
import { restoreSessionAtom } from '@gp/kernel/host';
import { businessError, envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { resetSession } from '../../../testing/session/setup';
import { retryMemberInfo } from '../../../lib/session/member-info';
import { memberInfoRefreshAtom } from '../../../lib/session/refresh-status';
import { MemberInfoAlert } from './member-info-alert';

/** The start-up's member info failed with `error` (what lib/session/member-info records). */
function failedWith(error: unknown): void {
  sharedStore.set(memberInfoRefreshAtom, { error, retry: retryMemberInfo, retrying: false });
}

beforeAll(() => setTestRuntimeConfig());
beforeEach(() => {
  resetSession();
  sessionStorage.setItem('token', 'tok-kept');
  sharedStore.set(restoreSessionAtom, '');
  sharedStore.set(memberInfoRefreshAtom, null);
});

it("says why the account did not load, in the catalogue's words, and a retry that succeeds hides it", async () => {
  mockFetchRoutes([{ path: '/wps/member/info', body: envelope(testMember({ nickname: 'Loaded now' })) }]);
  failedWith(new ApiError('timeout', 'error.timeout'));
  renderWithProviders(<MemberInfoAlert />, { store: sharedStore });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Your account details could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(sharedStore.get(memberInfoAtom)?.nickname).toBe('Loaded now');
  expect(sharedStore.get(tokenAtom)).toBe('tok-kept');
});

it('stays, with the new reason, when the retry fails again; the session is kept', async () => {
  mockFetchRoutes([{ path: '/wps/member/info', status: 500, body: businessError('Internal error') }]);
  failedWith(new ApiError('network', 'error.network'));
  renderWithProviders(<MemberInfoAlert />, { store: sharedStore });
  expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal, try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  expect(screen.getByRole('alert')).toHaveTextContent('Your account details could not be loaded.');
  expect(screen.getByRole('alert')).not.toHaveTextContent('Network link abnormal, try again.');
  expect(sharedStore.get(tokenAtom)).toBe('tok-kept');
});

it('a 401 on the retry ends the session and removes the alert', async () => {
  mockFetchRoutes([{ path: '/wps/member/info', status: 401, body: businessError('You are not logged in, please log in', null, 'UNAUTHORIZED') }]);
  failedWith(new ApiError('http', 'error.unknown', { status: 500 }));
  renderWithProviders(<MemberInfoAlert />, { store: sharedStore });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(sharedStore.get(tokenAtom)).toBeNull();
});

it('shows nothing while the member info is fine', () => {
  renderWithProviders(<MemberInfoAlert />, { store: sharedStore });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
