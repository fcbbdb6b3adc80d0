import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, memberInfoAtom, sharedStore, signOutAtom } from 'shared';
import {
  businessError,
  envelope,
  mockFetchRoutes,
  renderWithProviders,
  setTestRuntimeConfig,
  testMember,
  type MockRoute,
  type TestSession,
} from 'shared/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { SecurityCenter } from './security-center';

const INFO_PATH = '/wps/member/info';

function renderPage(routes: MockRoute[], session: TestSession = { token: 'tok-member', member: null }) {
  const fetchMock = mockFetchRoutes(routes);
  renderWithProviders(<SecurityCenter />, { store: sharedStore, session });
  return fetchMock;
}

/** The account details as label → value. */
function accountDetails(): Record<string, string> {
  const region = screen.getByRole('region', { name: en.security.title });
  const labels = within(region).getAllByRole('term').map((term) => term.textContent ?? '');
  const values = within(region).getAllByRole('definition').map((definition) => definition.textContent ?? '');
  expect(labels).toHaveLength(values.length);
  return Object.fromEntries(labels.map((label, i) => [label, values[i] ?? '']));
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  sharedStore.set(signOutAtom);
});

describe('SecurityCenter', () => {
  it('shows the member info from /wps/member/info', async () => {
    const member = testMember({
      id: 4242,
      account: 'jdoe',
      userName: 'jdoe01',
      nickname: 'Johnny',
      vipLevel: 3,
      vipName: 'Gold',
      mobileNum: '09171234567',
      email: 'jdoe@example.test',
      currency: 'PHP',
    });
    renderPage([{ method: 'GET', path: INFO_PATH, body: envelope(member) }]);

    expect(await screen.findByRole('region', { name: en.security.title })).toBeInTheDocument();
    expect(accountDetails()).toEqual({
      [en.security.account]: 'jdoe',
      [en.security.username]: 'jdoe01',
      [en.security.nickname]: 'Johnny',
      [en.security.memberId]: '4242',
      [en.security.vip]: 'Gold (VIP 3)',
      [en.security.mobile]: '09171234567',
      [en.security.email]: 'jdoe@example.test',
      [en.security.currency]: 'PHP',
    });
  });

  it('says "Not set" for a missing mobile number and email, and shows the bare VIP level without a name', async () => {
    // The wire may send null for the VIP name.
    renderPage([{ path: INFO_PATH, body: envelope({ ...testMember({ mobileNum: null, email: null, vipLevel: 2 }), vipName: null }) }]);

    await screen.findByRole('region', { name: en.security.title });
    const details = accountDetails();
    expect(details[en.security.mobile]).toBe(en.security.notSet);
    expect(details[en.security.email]).toBe(en.security.notSet);
    expect(details[en.security.vip]).toBe('VIP 2');
  });

  it('shows a loading status until the member info arrives', async () => {
    renderPage([{ path: INFO_PATH, body: envelope(testMember()) }]);

    expect(screen.getByRole('status', { name: commonEn.ui.loading })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: en.security.title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: commonEn.ui.loading })).not.toBeInTheDocument();
  });

  it('sends the session token and stores the fresh member info in the session', async () => {
    const member = testMember({ nickname: 'Fresh' });
    const fetchMock = renderPage([{ path: INFO_PATH, body: envelope(member) }], { token: 'tok-abc', member: null });

    await screen.findByRole('region', { name: en.security.title });

    expect(fetchMock.requests).toHaveLength(1);
    expect(fetchMock.requests[0]?.method).toBe('GET');
    expect(fetchMock.requests[0]?.headers.get('token')).toBe('tok-abc');
    expect(sharedStore.get(memberInfoAtom)).toEqual(member);
  });

  it('replaces member info already in the session with the fresh one', async () => {
    renderPage([{ path: INFO_PATH, body: envelope(testMember({ nickname: 'New name' })) }], {
      token: 'tok-member',
      member: testMember({ nickname: 'Old name' }),
    });

    expect(await screen.findByText('New name')).toBeInTheDocument();
    expect(screen.queryByText('Old name')).not.toBeInTheDocument();
  });

  it('shows the error with Retry when the member info cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage([
      { path: INFO_PATH, body: businessError('Member service unavailable'), times: 1 },
      { path: INFO_PATH, body: envelope(testMember({ account: 'retried' })) },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Member service unavailable');
    expect(screen.queryByRole('region', { name: en.security.title })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByRole('region', { name: en.security.title })).toBeInTheDocument();
    expect(accountDetails()[en.security.account]).toBe('retried');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.requests.filter((request) => request.path === INFO_PATH)).toHaveLength(2);
  });

  it('shows the not-logged-in message when the session has expired', async () => {
    renderPage([{ path: INFO_PATH, status: 401, body: businessError('Unauthorized', null, 'UNAUTHORIZED') }]);

    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.notLoggedIn);
  });
});
