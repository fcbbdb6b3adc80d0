import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitEvent, fetchMemberInfo, sharedStore, signInAtom, tokenAtom, useLocation, useNavigate } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { envelope, mockFetchRoutes, testMember, type MockRoute } from '@gp/kernel/testing';
import { closeDialogAtom } from '../lib/dialogs';
import { applyMemberInfo } from '../lib/session/member-info';
import { sessionNoticesAtom } from '../lib/session-notices';
import { loginResult, modules, seedRegisterSettings } from '../testing/session/fixtures';
import { renderSession, requestsTo, resetSession, setUpEncryption, WEAK_PASSWORD } from '../testing/session/setup';
import { SessionDialogs } from '../features/auth/components/session-dialogs';
import { NoticesDialogs } from '../features/notices/components/notices-dialogs';

beforeAll(async () => {
  await setUpEncryption();
});

beforeEach(() => {
  resetSession();
  sharedStore.set(closeDialogAtom);
  sharedStore.set(sessionNoticesAtom, { disclaimerPostponed: false, triedAudiences: [] });
});

jest.setTimeout(20_000);

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** Stands for the browser's back and forward buttons, which a modal dialog does not cover. */
function Travel() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/rng')}>travel to rng</button>
      <button type="button" onClick={() => navigate('/index')}>travel home</button>
    </>
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

const popups = (...items: { id: number; title: string; execution: string }[]) =>
  envelope({
    banners: [],
    player: [],
    popup: items.map((item) => ({ ...item, content: `<p>${item.title} text</p>` })),
    promotion: [],
    pageNo: 1,
    pageSize: 9,
    playerTotal: 0,
    promotionTotal: 0,
  });

const POPUP_ROUTE: MockRoute = {
  path: '/wps/relay/MCSFE_getListAnnouncements',
  body: popups({ id: 803, title: 'Welcome bonus', execution: 'B' }, { id: 801, title: 'Cashback ready', execution: 'A' }),
};

function renderRoot(path: string, routes: MockRoute[] = [], { features = [] as string[], signedIn = false } = {}) {
  const fetchMock = mockFetchRoutes([...routes, POPUP_ROUTE, { path: '/wps/member/info', body: envelope(testMember()) }]);
  const result = renderSession(
    <MemoryRouter initialEntries={[path]}>
      <SessionDialogs />
      <NoticesDialogs />
      <Where />
      <Travel />
    </MemoryRouter>,
    { features: modules(...features), ...(signedIn ? { session: { token: 'tok-1', member: testMember() } } : {}) },
  );
  return { fetchMock, ...result };
}

async function logInThroughDialog(username: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('once-per-session notices on the home page', () => {
  it('shows the disclaimer until accepted, then the guest pop-ups until closed', async () => {
    const { fetchMock, unmount } = renderRoot('/index');
    const disclaimer = await screen.findByRole('dialog', { name: 'Age confirmation' });
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
    await userEvent.click(within(disclaimer).getByRole('button', { name: 'I am 21 or older' }));

    const popup = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(popup).getByRole('article', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/wps/relay/MCSFE_getListAnnouncements')[0]?.url.searchParams.get('execution')).toBe('B');
    await userEvent.click(within(popup).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    // The same session, a new page: neither shows again.
    sharedStore.set(sessionNoticesAtom, { disclaimerPostponed: false, triedAudiences: [] });
    renderRoot('/index');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the signed-in pop-ups to a member who has not closed them yet', async () => {
    sessionStorage.setItem('disclaimerAccepted', '1');
    const { fetchMock } = renderRoot('/index', [], { signedIn: true });
    const popup = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(popup).getByRole('article', { name: 'Cashback ready' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/wps/relay/MCSFE_getListAnnouncements')[0]?.url.searchParams.get('execution')).toBe('A');
    await userEvent.click(within(popup).getByRole('button', { name: 'Got it' }));
    expect(sessionStorage.getItem('popupsClosed:user')).toBe('1');
  });

  it('takes them away unanswered when the page changes under them, and back on the home page', async () => {
    renderRoot('/index');
    await screen.findByRole('dialog', { name: 'Age confirmation' });
    await userEvent.click(screen.getByRole('button', { name: 'travel to rng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'travel home' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Age confirmation' })).getByRole('button', { name: 'I am 21 or older' }));

    await screen.findByRole('dialog', { name: 'Announcement' });
    await userEvent.click(screen.getByRole('button', { name: 'travel to rng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'travel home' }));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('leaves other pages alone', async () => {
    renderRoot('/rng');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not bring a dismissed disclaimer straight back', async () => {
    renderRoot('/index');
    const disclaimer = await screen.findByRole('dialog', { name: 'Age confirmation' });
    await userEvent.click(within(disclaimer).getByRole('button', { name: 'Close' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('disclaimerAccepted')).toBeNull();
  });
});

describe('sign-in flows', () => {
  it('opens the login on /login and returns home once signed in', async () => {
    renderRoot('/login', [{ path: '/wps/session/login', body: envelope(loginResult()) }]);
    await logInThroughDialog('demo01', 'Demo@2026');
    await waitFor(() => expect(location()).toBe('/index'));
    // Signed in: the disclaimer is settled by the login's terms box; the member's pop-ups follow.
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('forces the password change after a weak-password login, then goes home with fresh member info', async () => {
    const { fetchMock } = renderRoot('/login', [
      { path: '/wps/session/login', body: envelope(loginResult({ token: 'tok-weak' })) },
      { path: '/wps/member/password', body: envelope(null) },
    ]);
    await logInThroughDialog('weak01', WEAK_PASSWORD);
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(location()).toBe('/index');
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(within(change).getByLabelText('New password'), 'Strong@2026');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Strong@2026');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/wps/member/info').length).toBeGreaterThan(0);
    expect(location()).toBe('/index');
  });

  it('ends the session when the forced change is left', async () => {
    renderRoot('/login', [
      { path: '/wps/session/login', body: envelope(loginResult({ token: 'tok-weak' })) },
      { path: '/wps/session/logout', method: 'DELETE', body: envelope(null) },
    ]);
    await logInThroughDialog('weak01', WEAK_PASSWORD);
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(change).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sharedStore.get(tokenAtom)).toBeNull());
  });

  it('runs the first-login action after the change for a new account', async () => {
    renderRoot('/login', [
      { path: '/wps/session/login', body: envelope(loginResult({ firstTimeLogin: true, passwordExpired: true })) },
      { path: '/wps/member/password', body: envelope(null) },
    ], { features: ['PWDEXPFORCECHANGE3'] });
    await logInThroughDialog('fresh01', 'Fresh@2026');
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(change).getByLabelText('New password'), 'Strong@2026');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Strong@2026');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: /Welcome, / })).toBeInTheDocument();
  });

  it('goes through the extra verification when the IP is not registered', async () => {
    renderRoot('/login', [
      {
        path: '/wps/session/login',
        body: { success: false, message: 'New IP', code: 'IP_NOT_REGISTERED', value: { verifyMethods: ['GOOGLE'], verifyToken: 'vt' } },
      },
      { path: '/wps/session/login/verify', body: envelope(loginResult({ token: 'tok-verified' })) },
    ]);
    await logInThroughDialog('demo01', 'Demo@2026');
    const verify = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await userEvent.type(within(verify).getByLabelText('Google verification code'), '246810');
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sharedStore.get(tokenAtom)).toBe('tok-verified'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).not.toBeInTheDocument());
  });

  it('opens the register dialog on /register with the referral code of the link', async () => {
    renderRoot('/register?referralCode=FRIEND7', [{ path: '/wps/system/setting/register', body: envelope(seedRegisterSettings()) }], {
      features: ['USERNAMEREG3'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByLabelText('Referral code (optional)')).toHaveValue('FRIEND7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in here' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  describe('an expired session (a 401) while the player is registering', () => {
    const registering = async () => {
      sessionStorage.setItem('disclaimerAccepted', '1');
      renderRoot('/register', [{ path: '/wps/system/setting/register', body: envelope(seedRegisterSettings()) }], {
        features: ['USERNAMEREG3'],
        signedIn: true,
      });
      const dialog = await screen.findByRole('dialog', { name: 'Register' });
      await userEvent.type(await within(dialog).findByLabelText('Username'), 'newplayer1');
      await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret@123');
      return dialog;
    };

    it('keeps the register dialog and everything typed', async () => {
      const dialog = await registering();
      act(() => emitEvent('login-required', { reason: 'expired' }));
      await act(() => Promise.resolve());
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Register' })).toBe(dialog);
      expect(within(dialog).getByLabelText('Username')).toHaveValue('newplayer1');
      expect(within(dialog).getByLabelText('Password')).toHaveValue('Secret@123');
      expect(location()).toBe('/register');
    });

    it('asks for the login once the register dialog is closed without registering', async () => {
      const dialog = await registering();
      act(() => emitEvent('login-required', { reason: 'expired' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(location()).toBe('/login');
    });
  });

  describe('a 401 ends the session (issue 14)', () => {
    const UNAUTHORIZED = { success: false, value: null, message: 'You are not logged in, please log in', code: 'UNAUTHORIZED' };

    it.each(['/rng?vassalage=PG', '/index'])('signs the player out and asks for the login, coming back to the page (%s)', async (path) => {
      sessionStorage.setItem('disclaimerAccepted', '1');
      sessionStorage.setItem('popupsClosed:user', '1');
      renderRoot(path, [], { signedIn: true });
      act(() => emitEvent('login-required', { reason: 'expired' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(sharedStore.get(tokenAtom)).toBeNull();
      expect(location()).toBe('/login');
    });

    it('right after signing in: the login dialog stays, says why and keeps what was typed; no second login is asked', async () => {
      sessionStorage.setItem('disclaimerAccepted', '1');
      renderRoot('/login', [
        { path: '/wps/session/login', body: envelope(loginResult({ token: 'tok-new' })) },
        { path: '/wps/member/info', status: 401, body: UNAUTHORIZED },
      ]);
      await logInThroughDialog('demo01', 'Demo@2026');
      const dialog = screen.getByRole('dialog', { name: 'Log in' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not logged in. Please log in.');
      expect(sharedStore.get(tokenAtom)).toBeNull();
      expect(within(dialog).getByLabelText('Username')).toHaveValue('demo01');
      expect(within(dialog).getByLabelText('Password')).toHaveValue('Demo@2026');
      // Closing it leaves the player a guest where they were, without a login dialog coming back.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
      await act(() => Promise.resolve());
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    });

    it.each(['/rng?vassalage=PG', '/index'])('at start-up, before the dialogs listened, asks for the login once they mount (%s)', async (path) => {
      sharedStore.set(signInAtom, { token: 'tok-stale', member: null });
      mockFetchRoutes([{ path: '/wps/member/info', status: 401, body: UNAUTHORIZED }]);
      expect((await applyMemberInfo(fetchMemberInfo(), { startup: true })).status).toBe('ended');
      expect(sharedStore.get(tokenAtom)).toBeNull();
      renderRoot(path);
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(location()).toBe('/login');
    });
  });

  it('opens the login when a remote asks', async () => {
    sessionStorage.setItem('disclaimerAccepted', '1');
    renderRoot('/rng?vassalage=PG');
    act(() => emitEvent('login-required', { reason: 'action' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('opens forgot password from the login', async () => {
    renderRoot('/login');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });
});

describe('trial accounts', () => {
  it('get the trial dialog when a remote reports a blocked action, with the way to a real account', async () => {
    sessionStorage.setItem('disclaimerAccepted', '1');
    renderRoot('/rng', [{ path: '/wps/system/setting/register', body: envelope(seedRegisterSettings()) }], { features: ['USERNAMEREG3'] });
    act(() => emitEvent('trial-blocked'));
    const dialog = await screen.findByRole('dialog', { name: 'Trial account' });
    expect(dialog).toHaveTextContent('This is a trial account. Please register a real account to use this feature.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a real account' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(location()).toBe('/register');
  });
});
