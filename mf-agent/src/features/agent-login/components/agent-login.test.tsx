import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  commonEn,
  businessError,
  createTestEncryptionKeys,
  envelope,
  mockFetchRoutes,
  renderWithProviders,
  setTestRuntimeConfig,
  testMember,
  type FetchMock,
  type MockRoute,
  type TestEncryptionKeys,
} from '@gp/kernel/testing';
import { memberInfoAtom, Route, Routes, sessionKindAtom, sharedStore, signOutAtom, tokenAtom } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { AgentLogin } from './agent-login';

const LOGIN_PATH = '/wps/session/login';
const PASSWORD_PATH = '/wps/member/password';
const WEAK_PASSWORD = 'Gp@123456';
const REQUIRED = 'Input cannot be empty';

let keys: TestEncryptionKeys;
let fetchMock: FetchMock;

function loginResult(type: number, overrides: { token?: string; account?: string; passwordExpired?: boolean; firstTimeLogin?: boolean } = {}) {
  const { token = `tok-${type}`, account = 'agent01', passwordExpired = false, firstTimeLogin = false } = overrides;
  return { ...testMember({ type, account, userName: account, nickname: 'Big Boss' }), token, firstTimeLogin, passwordExpired };
}

/** Without routes, fetch is left as the test set it up. */
function renderLogin(routes?: MockRoute[], features: string[] = []) {
  if (routes) fetchMock = mockFetchRoutes(routes);
  renderWithProviders(
    <MemoryRouter initialEntries={['/agent']}>
      <Routes>
        <Route path="/agent" element={<AgentLogin />} />
        <Route path="/agentHome" element={<h1>Agent home</h1>} />
      </Routes>
    </MemoryRouter>,
    { store: sharedStore, features: features.map((modId) => ({ modId, enabled: true, childrenNodes: [] })) },
  );
  // Taken before submitting: once an error shows, it joins the label text.
  return {
    form: screen.getByRole('form', { name: en.login.title }),
    username: screen.getByRole('textbox', { name: en.login.username }),
    password: screen.getByLabelText(en.login.password),
    submit: screen.getByRole('button', { name: en.login.submit }),
  };
}

function loginRequests() {
  return fetchMock.requests.filter((request) => request.path === LOGIN_PATH);
}

/** The encrypted fields of the one login request. */
async function sentFields(): Promise<unknown> {
  const [request] = loginRequests();
  const body = request?.body as { value?: unknown } | undefined;
  if (typeof body?.value !== 'string') throw new Error('no encrypted login request');
  return (await keys.decrypt(body.value)).fields;
}

function expectStillGuest() {
  expect(sharedStore.get(sessionKindAtom)).toBe('guest');
  expect(sharedStore.get(tokenAtom)).toBeNull();
  expect(sessionStorage.getItem('token')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Agent home' })).not.toBeInTheDocument();
}

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk }, defaultWeakPassword: WEAK_PASSWORD });
  sharedStore.set(signOutAtom);
});

describe('AgentLogin', () => {
  it('requires a username and a password', async () => {
    const user = userEvent.setup();
    const { username, password, submit } = renderLogin([]);
    expect(username).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(submit);

    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(REQUIRED);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(fetchMock.requests).toHaveLength(0);
    expectStillGuest();
  });

  it('flags only the missing field, and blanks count as missing', async () => {
    const user = userEvent.setup();
    const { username, password, submit } = renderLogin([]);

    await user.type(username, 'agent01');
    await user.type(password, '   ');
    await user.click(submit);

    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    expect(username).not.toHaveAccessibleDescription();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(fetchMock.requests).toHaveLength(0);
  });

  it.each([
    [0, 'member'],
    [4, 'trial'],
  ])('refuses a non-agent account (type %i, %s), keeps the typed values and signs nobody in', async (type) => {
    const user = userEvent.setup();
    const { username, password, submit } = renderLogin([{ method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(type)) }]);

    await user.type(username, 'player01');
    await user.type(password, 'secret123');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.notAgent);
    expect(username).toHaveValue('player01');
    expect(password).toHaveValue('secret123');
    expect(submit).toBeEnabled();
    expect(loginRequests()).toHaveLength(1);
    expectStillGuest();
    expect(sharedStore.get(memberInfoAtom)).toBeNull();
  });

  it.each([1, 2, 41, 42])('signs an agent (type %i) in and goes to /agentHome', async (type) => {
    const user = userEvent.setup();
    const { username, password, submit } = renderLogin([
      { method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(type, { token: 'tok-agent', account: 'boss' })) },
    ]);

    await user.type(username, 'boss');
    await user.type(password, 'hunter22');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Agent home' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: en.login.title })).not.toBeInTheDocument();
    expect(sharedStore.get(sessionKindAtom)).toBe('agent');
    expect(sharedStore.get(tokenAtom)).toBe('tok-agent');
    expect(sharedStore.get(memberInfoAtom)).toMatchObject({ account: 'boss', type });
    expect(sessionStorage.getItem('token')).toBe('tok-agent');
    expect(sessionStorage.getItem('isAgent')).toBe('true');
  });

  it('sends the trimmed credentials encrypted with the configured public key', async () => {
    const user = userEvent.setup();
    const { username, password, submit } = renderLogin([{ method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(1)) }]);

    await user.type(username, '  boss  ');
    await user.type(password, ' hunter22 ');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Agent home' });

    const [request] = loginRequests();
    expect(request?.method).toBe('POST');
    expect(JSON.stringify(request?.body)).not.toContain('hunter22');
    await expect(sentFields()).resolves.toEqual({ username: 'boss', password: 'hunter22' });
  });

  it('shows the server message when the login fails, keeping the values', async () => {
    const user = userEvent.setup();
    const { username, password, submit } = renderLogin([
      { method: 'POST', path: LOGIN_PATH, body: businessError('Wrong username or password', null, 'E_LOGIN') },
    ]);

    await user.type(username, 'boss');
    await user.type(password, 'wrong');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(username).toHaveValue('boss');
    expect(password).toHaveValue('wrong');
    expect(submit).toBeEnabled();
    expectStillGuest();
  });

  it('shows the network message when the server cannot be reached, and a second try can succeed', async () => {
    const user = userEvent.setup();
    const { username, password, submit } = renderLogin([
      { method: 'POST', path: LOGIN_PATH, networkError: true, times: 1 },
      { method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(41)) },
    ]);

    await user.type(username, 'boss');
    await user.type(password, 'hunter22');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.network);
    // A POST is never retried on its own.
    expect(loginRequests()).toHaveLength(1);
    expectStillGuest();

    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Agent home' })).toBeInTheDocument();
    expect(sharedStore.get(sessionKindAtom)).toBe('agent');
  });

  it('blocks a second submit while signing in', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { username, password, submit } = renderLogin();

    await user.type(username, 'boss');
    await user.type(password, 'hunter22');
    await user.click(submit);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));

    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    answer(new Response(JSON.stringify(envelope(loginResult(2))), { headers: { 'content-type': 'application/json' } }));

    expect(await screen.findByRole('heading', { name: 'Agent home' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('AgentLogin after-login steps (SPEC §4)', () => {
  async function signInWith(password: string, routes: MockRoute[], features: string[] = []) {
    const user = userEvent.setup();
    const { username, password: passwordField, submit } = renderLogin(routes, features);
    await user.type(username, 'agent09');
    await user.type(passwordField, password);
    await user.click(submit);
    return user;
  }

  it('makes an agent with the default weak password change it before the agent centre opens', async () => {
    const user = await signInWith(WEAK_PASSWORD, [
      { method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(1, { token: 'tok-weak' })) },
      { method: 'POST', path: PASSWORD_PATH, body: envelope(null) },
      { path: '/wps/member/info', body: envelope(testMember({ type: 1, account: 'agent09' })) },
    ]);

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(screen.queryByRole('heading', { name: 'Agent home' })).not.toBeInTheDocument();
    // The password was just typed: it is not asked again.
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(within(change).getByLabelText('New password'), WEAK_PASSWORD);
    await user.type(within(change).getByLabelText('Confirm new password'), WEAK_PASSWORD);
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(within(change).getByLabelText('New password')).toHaveAccessibleDescription(/The default password cannot be used/);
    expect(fetchMock.requests.filter((request) => request.path === PASSWORD_PATH)).toHaveLength(0);

    await user.clear(within(change).getByLabelText('New password'));
    await user.type(within(change).getByLabelText('New password'), 'Stronger@2026');
    await user.clear(within(change).getByLabelText('Confirm new password'));
    await user.type(within(change).getByLabelText('Confirm new password'), 'Stronger@2026');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Agent home' })).toBeInTheDocument();
    const [request] = fetchMock.requests.filter((r) => r.path === PASSWORD_PATH);
    expect(request?.headers.get('token')).toBe('tok-weak');
    const body = request?.body as { value: string };
    expect((await keys.decrypt(body.value)).fields).toEqual({ oldPassword: WEAK_PASSWORD, newPassword: 'Stronger@2026', confirmNewPassword: 'Stronger@2026' });
  });

  it('makes an expired password change only while expiry is enforced (PWDEXPFORCECHANGE3)', async () => {
    await signInWith('Agent@2026', [{ method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(41, { passwordExpired: true })) }], ['PWDEXPFORCECHANGE3']);
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('lets an expired password in while expiry is not enforced, and a first login goes straight in', async () => {
    await signInWith('Agent@2026', [
      { method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(2, { passwordExpired: true, firstTimeLogin: true })) },
    ]);
    expect(await screen.findByRole('heading', { name: 'Agent home' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('signs the agent out when the forced change is closed', async () => {
    const user = await signInWith(WEAK_PASSWORD, [
      { method: 'POST', path: LOGIN_PATH, body: envelope(loginResult(1, { token: 'tok-weak' })) },
      { method: 'DELETE', path: '/wps/session/logout', body: envelope(null) },
    ]);
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(sharedStore.get(sessionKindAtom)).toBe('agent');

    await user.click(within(change).getByRole('button', { name: /close/i }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expectStillGuest();
    expect(fetchMock.requests.some((request) => request.path === '/wps/session/logout')).toBe(true);
    expect(screen.getByRole('form', { name: en.login.title })).toBeInTheDocument();
  });
});
