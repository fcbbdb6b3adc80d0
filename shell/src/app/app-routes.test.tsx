import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, TRIAL_TYPE } from '@gp/kernel/host';
import { sharedStore, signOutAtom, useLocation, useNavigate } from '@gp/kernel';
import { createTestEncryptionKeys, envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember, type MockRoute } from '@gp/kernel/testing';
import { testSystemStatus } from '../testing/system-status';
import { testVendor } from '@gp/games-kit/testing';
import { registerShellResources } from '../lib/i18n/translation';
import { AppRoutes } from './app-routes';

jest.mock('../lib/federation/federation', () => ({
  loadRemoteRoutes: (remote: string) =>
    Promise.resolve({ default: ({ routeId }: { routeId: string }) => <p>{`${remote} renders ${routeId}`}</p> }),
  startFirstRoute: jest.fn(),
}));

const STATUS = testSystemStatus({
  customerService: 'https://cs.example/sim/chat',
  mainDomain: 'localhost',
  imageCDNs: ['http://localhost:3100'],
  launchGameCDNs: ['http://localhost:3100'],
});
const MENUS = [{ gameType: 'RNG', name: 'Slots', vendors: [testVendor('PG', 'Pocket', 'RNG', { iconUrl: '/a.svg' })] }];

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate('/agentHome/agentTeamOverview')}>
        test: go to the team overview
      </button>
    </>
  );
}

function routes(overrides: { status?: object; member?: object } = {}): MockRoute[] {
  return [
    { path: '/wps/system/status', body: envelope({ ...STATUS, ...overrides.status }) },
    { path: '/wps/system/whitelabel', body: envelope([]) },
    { path: '/lgw/games/game_menus', body: envelope(MENUS) },
    { path: '/wps/member/info', body: envelope(testMember(overrides.member)) },
    { path: '/wps/v2/wallets/balance', body: envelope({ balance: 12345.67, currency: 'PHP', currencySymbol: '₱' }) },
  ];
}

function renderApp(path: string, { signedInAs, fetchRoutes = routes() }: { signedInAs?: object; fetchRoutes?: MockRoute[] } = {}) {
  if (signedInAs) sessionStorage.setItem('token', 'tok-1');
  const fetchMock = mockFetchRoutes(fetchRoutes);
  const result = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
    { store: sharedStore },
  );
  return { ...result, fetchMock };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeAll(async () => {
  const keys = await createTestEncryptionKeys();
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
  registerShellResources();
});

beforeEach(() => {
  sharedStore.set(signOutAtom);
  sessionStorage.clear();
  window.scrollTo = jest.fn();
});

it('sends / to /index', async () => {
  renderApp('/');
  await waitFor(() => expect(location()).toBe('/index'));
  expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  // Top navigation: Home, one entry per category with vendors, then Promotions.
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await waitFor(() =>
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Slots', 'Promotions']),
  );
});

it('sends a guest opening /member to /login with the login dialog', async () => {
  renderApp('/member');
  expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  expect(location()).toBe('/login');
});

it('returns to the page that needed the login once signed in', async () => {
  const keys = await createTestEncryptionKeys();
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
  renderApp('/member', {
    fetchRoutes: [
      { path: '/wps/session/login', method: 'POST', body: envelope({ ...testMember(), token: 'tok-9', firstTimeLogin: false, passwordExpired: false }) },
      ...routes(),
    ],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(2);
  expect(within(dialog).getByText('Please accept the terms and privacy policy first')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Username'), '  demo01 ');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('mf_member renders member')).toBeInTheDocument();
  expect(location()).toBe('/member');
  expect(sessionStorage.getItem('token')).toBe('tok-9');
});

it('keeps what was typed and shows the server message when the login is refused', async () => {
  renderApp('/login', {
    fetchRoutes: [{ path: '/wps/session/login', body: { success: false, value: null, message: 'Incorrect username or password' } }, ...routes()],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(dialog).getByLabelText('Username'), 'demo01');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password');
  expect(within(dialog).getByLabelText('Username')).toHaveValue('demo01');
  expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong');
});

it('lands the lottery aliases on their page with the query kept', async () => {
  renderApp('/vnlottery?gameCode=VN01', { signedInAs: {} });
  expect(await screen.findByText('mf_lottery renders vnLottery')).toBeInTheDocument();
  expect(location()).toBe('/vnLottery?gameCode=VN01');
  // Game pages hide the side menu and the breadcrumb.
  expect(screen.queryByRole('complementary', { name: 'Side menu' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
});

it('shows the side menu and the breadcrumb on a game list', async () => {
  renderApp('/rng?vassalage=PG');
  expect(await screen.findByText('mf_games renders rng')).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Side menu' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Slots')).toBeInTheDocument();
});

it('names the member-centre page in the breadcrumb', async () => {
  renderApp('/member/transferFund', { signedInAs: {} });
  expect(await screen.findByText('mf_member renders member')).toBeInTheDocument();
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'Member centre' })).toHaveAttribute('href', '/member');
  expect(within(breadcrumb).getByText('Wallet')).toHaveAttribute('aria-current', 'page');
});

it('scrolls to the top when the page changes, in the player layout and the agent layout (SPEC §2)', async () => {
  renderApp('/rng?vassalage=PG', { signedInAs: {}, fetchRoutes: routes({ member: { type: 41 } }) });
  expect(await screen.findByText('mf_games renders rng')).toBeInTheDocument();
  jest.mocked(window.scrollTo).mockClear();
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
  await waitFor(() => expect(location()).toBe('/index'));
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

  jest.mocked(window.scrollTo).mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'test: go to the team overview' }));
  expect(await screen.findByText('mf_agent renders agentHome')).toBeInTheDocument();
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});

it('sends a member opening /agentHome back to /agent', async () => {
  renderApp('/agentHome', { signedInAs: {} });
  expect(await screen.findByText('mf_agent renders agent')).toBeInTheDocument();
  expect(location()).toBe('/agent');
});

it('lets an agent into /agentHome', async () => {
  renderApp('/agentHome/agentTeamOverview', { signedInAs: {}, fetchRoutes: routes({ member: { type: 41 } }) });
  expect(await screen.findByText('mf_agent renders agentHome')).toBeInTheDocument();
});

it('keeps a trial account out of the member centre with the trial dialog', async () => {
  renderApp('/member', { signedInAs: {}, fetchRoutes: routes({ member: { type: TRIAL_TYPE } }) });
  const dialog = await screen.findByRole('dialog', { name: 'Trial account' });
  expect(dialog).toHaveTextContent('This is a trial account');
  await waitFor(() => expect(location()).toBe('/index'));
});

it('renders the maintenance page for status 1', async () => {
  renderApp('/index', { fetchRoutes: routes({ status: { status: 1 } }) });
  expect(await screen.findByRole('heading', { name: 'This game is under maintenance.' })).toBeInTheDocument();
  expect(screen.getByText('Back at 10:00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
});

it('renders the region-blocked page with the visitor IP for status 2', async () => {
  renderApp('/index', { fetchRoutes: routes({ status: { status: 2 } }) });
  expect(await screen.findByText('IP: 203.0.113.7')).toBeInTheDocument();
  expect(screen.getByText('Not available in your region')).toBeInTheDocument();
});

it('shows a clear message and a retry when start-up fails', async () => {
  const { fetchMock } = renderApp('/index', {
    fetchRoutes: [{ path: '/wps/system/status', status: 500, body: { success: false, value: null, message: 'boom' }, times: 3 }, ...routes()],
  });
  // GET is retried (with back-off) before the failure shows.
  const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
  expect(alert).toHaveTextContent('Unknown error.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  expect(fetchMock.requests.filter((r) => r.path === '/wps/system/status').length).toBeGreaterThan(1);
});

it('logs out after confirmation and clears the session', async () => {
  renderApp('/index', { signedInAs: {}, fetchRoutes: [{ path: '/wps/session/logout', method: 'DELETE', body: envelope(null) }, ...routes()] });
  await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log out' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(sessionStorage.getItem('token')).toBeNull();
  expect(sessionStorage.getItem('merchantCode')).toBe('GP01');
});
