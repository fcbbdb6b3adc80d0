import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedStore, tokenAtom } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, testMember, type MockRoute, type TestEncryptionKeys } from '@gp/kernel/testing';
import { loginResult, modules } from '../../../testing/session/fixtures';
import { encFieldsOf, renderSession, requestsTo, resetSession, setUpEncryption, WEAK_PASSWORD } from '../../../testing/session/setup';
import { forgetUsername, readRememberedUsername } from '../utils/remember-me';
import { AuthProviderError, captchaChallenge, preloadFirebaseAuth, socialIdToken } from '@gp/auth-kit';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { LoginDialog, type LoginDialogProps } from './login-dialog';
import { loadHomeContent } from '../../../lib/content/home-content';

// Firebase is mocked at the kit's boundary: the shell asks the kit for a provider's ID token.
jest.mock('@gp/auth-kit', () => ({
  ...jest.requireActual<object>('@gp/auth-kit'),
  socialIdToken: jest.fn(),
  preloadFirebaseAuth: jest.fn(),
  captchaChallenge: jest.fn(),
}));
const socialMock = jest.mocked(socialIdToken);
const captchaMock = jest.mocked(captchaChallenge);
const preloadMock = jest.mocked(preloadFirebaseAuth);

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await setUpEncryption();
});

beforeEach(() => {
  resetSession();
  forgetUsername();
});

const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';
const MEMBER_INFO: MockRoute = { path: '/wps/member/info', body: envelope(testMember({ nickname: 'Fresh info' })) };

function renderLogin(routes: MockRoute[], features: string[] = [], props: Partial<LoginDialogProps> = {}) {
  const fetchMock = mockFetchRoutes([...routes, MEMBER_INFO, { path: '/wps/captcha', body: envelope(CAPTCHA_IMAGE) }]);
  const handlers = {
    onClose: jest.fn(),
    onSignedIn: jest.fn(),
    onNeedsVerification: jest.fn(),
    onForgotPassword: jest.fn(),
    onRegister: jest.fn(),
  };
  renderSession(<LoginDialog open {...handlers} {...props} />, { features: modules(...features) });
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  return { fetchMock, dialog, ...handlers };
}

async function fillAccount(dialog: HTMLElement, username: string, password: string, { terms = true } = {}) {
  await userEvent.clear(within(dialog).getByLabelText('Username'));
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.clear(within(dialog).getByLabelText('Password'));
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  const box = within(dialog).getByRole('checkbox', { name: /terms/ });
  if (terms && !(box as HTMLInputElement).checked) await userEvent.click(box);
}

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

describe('username login', () => {
  it('needs both fields and the terms box (local_check_disclaimer)', async () => {
    const { dialog, fetchMock } = renderLogin([]);
    await submit(dialog);
    expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(2);
    expect(within(dialog).getByText('Please accept the terms and privacy policy first')).toBeInTheDocument();
    // Nothing is sent (the dialog's banner comes with the home notice call).
    expect(fetchMock.requests.filter((request) => request.path !== '/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(0);
  });

  it('sends trimmed credentials encrypted, keeps the token and loads member info', async () => {
    const { dialog, fetchMock, onSignedIn } = renderLogin([{ path: '/wps/session/login', body: envelope(loginResult({ token: 'tok-9' })) }]);
    await fillAccount(dialog, '  demo01 ', ' Demo@2026 ');
    await submit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
    expect(await encFieldsOf(fetchMock, keys, '/wps/session/login')).toEqual({ username: 'demo01', password: 'Demo@2026' });
    expect(sessionStorage.getItem('token')).toBe('tok-9');
    expect(requestsTo(fetchMock, '/wps/member/info')[0]?.headers.get('token')).toBe('tok-9');
    // Signing in confirms the age: the first-visit disclaimer is not shown again.
    expect(sessionStorage.getItem('disclaimerAccepted')).toBe('1');
  });

  it('stops the loader and keeps what was typed when refused', async () => {
    const { dialog, onSignedIn } = renderLogin([{ path: '/wps/session/login', body: businessError('Incorrect username or password') }]);
    await fillAccount(dialog, 'demo01', 'wrong');
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo01');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong');
    expect(within(dialog).queryByLabelText('Captcha')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the captcha only after a failure that asks for it, and sends it with its uuid', async () => {
    const { dialog, fetchMock, onSignedIn } = renderLogin([
      { path: '/wps/session/login', times: 1, body: businessError('Incorrect username or password', { captcha: true }, 'LOGIN_FAILED') },
      { path: '/wps/session/login', times: 1, body: businessError('Incorrect captcha', { captcha: true }, 'CAPTCHA_INCORRECT') },
      { path: '/wps/session/login', body: envelope(loginResult()) },
    ]);
    expect(within(dialog).queryByLabelText('Captcha')).not.toBeInTheDocument();
    await fillAccount(dialog, 'demo01', 'wrong');
    await submit(dialog);

    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', CAPTCHA_IMAGE);
    const firstUuid = requestsTo(fetchMock, '/wps/captcha')[0]?.url.searchParams.get('uuid');
    expect(firstUuid).toBeTruthy();
    await submit(dialog);
    expect(within(dialog).getByText('Please enter the captcha')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Captcha'), 'XXXX');
    await fillAccount(dialog, 'demo01', 'Demo@2026');
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect captcha');
    expect(await encFieldsOf(fetchMock, keys, '/wps/session/login')).toEqual({
      username: 'demo01',
      password: 'Demo@2026',
      captcha: 'XXXX',
      captchaUuid: firstUuid,
    });
    // A refused answer is used up: a new image, and the old answer is cleared.
    await waitFor(() => expect(requestsTo(fetchMock, '/wps/captcha')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Captcha')).toHaveValue('');
    const secondUuid = requestsTo(fetchMock, '/wps/captcha')[1]?.url.searchParams.get('uuid');
    expect(secondUuid).not.toBe(firstUuid);

    await userEvent.type(within(dialog).getByLabelText('Captcha'), 'AB12');
    await submit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
    expect(await encFieldsOf(fetchMock, keys, '/wps/session/login')).toMatchObject({ captcha: 'AB12', captchaUuid: secondUuid });
  });

  it('keeps the captcha request in the session key validate: the dialog opened again shows the captcha, a login clears it', async () => {
    const { dialog } = renderLogin([
      { path: '/wps/session/login', times: 1, body: businessError('Incorrect username or password', { captcha: true }, 'LOGIN_FAILED') },
      { path: '/wps/session/login', body: envelope(loginResult()) },
    ]);
    await fillAccount(dialog, 'demo01', 'wrong');
    await submit(dialog);
    expect(await within(dialog).findByLabelText('Captcha')).toBeInTheDocument();
    expect(sessionStorage.getItem('validate')).toBe('captcha');
    cleanup();

    const again = renderLogin([{ path: '/wps/session/login', body: envelope(loginResult()) }]);
    expect(await within(again.dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    await fillAccount(again.dialog, 'demo01', 'Demo@2026');
    await submit(again.dialog);
    expect(within(again.dialog).getByText('Please enter the captcha')).toBeInTheDocument();
    await userEvent.type(within(again.dialog).getByLabelText('Captcha'), 'AB12');
    await submit(again.dialog);
    await waitFor(() => expect(again.onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
    expect(sessionStorage.getItem('validate')).toBeNull();
  });

  it('refreshes the captcha at most once a second', async () => {
    const { dialog, fetchMock } = renderLogin([{ path: '/wps/session/login', body: businessError('Incorrect username or password', { captcha: true }) }]);
    await fillAccount(dialog, 'demo01', 'wrong');
    await submit(dialog);
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    const refresh = within(dialog).getByRole('button', { name: 'New captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    expect(requestsTo(fetchMock, '/wps/captcha').length).toBeLessThanOrEqual(2);
  });

  it('remembers the username for a day when asked, and prefills it next time', async () => {
    const { dialog } = renderLogin([{ path: '/wps/session/login', body: envelope(loginResult()) }]);
    const remember = within(dialog).getByRole('switch', { name: 'Remember me' });
    expect(remember).not.toBeChecked();
    await fillAccount(dialog, 'demo01', 'Demo@2026');
    await userEvent.click(remember);
    await submit(dialog);
    await waitFor(() => expect(readRememberedUsername()).toBe('demo01'));
  });

  it('prefills a remembered username', () => {
    document.cookie = 'gp_remember_username=weak01; Path=/';
    const { dialog } = renderLogin([]);
    expect(within(dialog).getByLabelText('Username')).toHaveValue('weak01');
    expect(within(dialog).getByRole('switch', { name: 'Remember me' })).toBeChecked();
  });

  it('asks for the forced password change after logging in with the default weak password', async () => {
    const { dialog, fetchMock, onSignedIn } = renderLogin([{ path: '/wps/session/login', body: envelope(loginResult({ token: 'tok-w' })) }]);
    await fillAccount(dialog, 'weak01', WEAK_PASSWORD);
    await submit(dialog);
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ step: 'changePassword', knownOldPassword: WEAK_PASSWORD, firstTimeLogin: false }),
    );
    expect(sharedStore.get(tokenAtom)).toBe('tok-w');
    expect(requestsTo(fetchMock, '/wps/member/info')).toHaveLength(0);
  });

  it('forces the change for an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const route = { path: '/wps/session/login', body: envelope(loginResult({ passwordExpired: true })) };
    const first = renderLogin([route], ['PWDEXPFORCECHANGE3']);
    await fillAccount(first.dialog, 'expired01', 'Expired@2026');
    await submit(first.dialog);
    await waitFor(() => expect(first.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ step: 'changePassword' })));
  });

  it('runs the first-login action when the server says so', async () => {
    const { dialog, onSignedIn } = renderLogin([{ path: '/wps/session/login', body: envelope(loginResult({ firstTimeLogin: true })) }]);
    await fillAccount(dialog, 'fresh01', 'Fresh@2026');
    await submit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'firstLogin' }));
  });

  it('hands over to the extra verification when the IP is not registered', async () => {
    const { dialog, onNeedsVerification, onSignedIn } = renderLogin([
      {
        path: '/wps/session/login',
        body: businessError('Login from a new IP address', { verifyMethods: ['SMS', 'EMAIL', 'FAX'], verifyToken: 'vt-1' }, 'IP_NOT_REGISTERED'),
      },
    ]);
    await fillAccount(dialog, 'demo01', 'Demo@2026');
    await submit(dialog);
    await waitFor(() =>
      expect(onNeedsVerification).toHaveBeenCalledWith({ verifyMethods: ['SMS', 'EMAIL'], verifyToken: 'vt-1', password: 'Demo@2026' }),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps agents off the member side (member_no_enter) and ends the session it was given', async () => {
    const { dialog, fetchMock, onSignedIn } = renderLogin([
      { path: '/wps/session/login', body: envelope(loginResult({ type: 1, token: 'tok-agent' })) },
      { path: '/wps/session/logout', method: 'DELETE', body: envelope(null) },
    ]);
    await fillAccount(dialog, 'agent01', 'Agent@2026');
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account cannot log in here. Please use a member account.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sharedStore.get(tokenAtom)).toBeNull();
    await waitFor(() => expect(requestsTo(fetchMock, '/wps/session/logout')[0]?.headers.get('token')).toBe('tok-agent'));
  });

  it('links to forgot password and registration', async () => {
    const { dialog, onForgotPassword, onRegister } = renderLogin([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register now' }));
    expect(onForgotPassword).toHaveBeenCalled();
    expect(onRegister).toHaveBeenCalled();
  });
});

describe('SMS login (MOBILEVERCODELOGIN3)', () => {
  it('is not offered while the module is off', () => {
    const { dialog } = renderLogin([]);
    expect(within(dialog).queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('checks the phone format, sends the code with a countdown of expiredMinutes × 60 s, and logs in', async () => {
    const { dialog, fetchMock, onSignedIn } = renderLogin(
      [
        { path: '/wps/verification/sms/noLogin', body: envelope({ expiredMinutes: 2 }) },
        { path: '/wps/session/login', body: envelope(loginResult({ passwordExpired: true })) },
      ],
      ['MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3'],
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    expect(within(dialog).getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    const mobile = within(dialog).getByLabelText('Mobile number');
    await userEvent.type(mobile, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/wps/verification/sms/noLogin')).toHaveLength(0);

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '0917 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const wait = await within(dialog).findByRole('button', { name: /Resend in (120|119) s/ });
    expect(wait).toBeDisabled();
    expect(requestsTo(fetchMock, '/wps/verification/sms/noLogin')[0]?.body).toEqual({ mobileNum: '09171234567', countryDialingCode: '63' });

    await userEvent.type(within(dialog).getByLabelText('Verification code'), '234567');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await submit(dialog);
    // No forced password change after an SMS login, even with an expired password.
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
    expect(await encFieldsOf(fetchMock, keys, '/wps/session/login')).toEqual({
      loginType: 'SMS',
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: '234567',
    });
  });

  it('shows a failed send in a warning dialog with the server message', async () => {
    const { dialog } = renderLogin(
      [{ path: '/wps/verification/sms/noLogin', body: businessError('This mobile number is not registered', null, 'MOBILE_NOT_REGISTERED') }],
      ['MOBILEVERCODELOGIN3'],
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '09990000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Code not sent' });
    expect(warning).toHaveTextContent('This mobile number is not registered');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Code not sent' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it("carries the captcha-challenge result (the provider's invisible reCAPTCHA) when Firebase is configured", async () => {
    setTestRuntimeConfig({
      encryption: { publicKeyJwk: keys.publicKeyJwk },
      defaultWeakPassword: WEAK_PASSWORD,
      firebase: { apiKey: 'key', authDomain: 'demo-gp.firebaseapp.com', projectId: 'demo-gp' },
    });
    captchaMock.mockResolvedValueOnce('recaptcha-token');
    try {
      const { dialog, fetchMock } = renderLogin([{ path: '/wps/verification/sms/noLogin', body: envelope({ expiredMinutes: 1 }) }], ['MOBILEVERCODELOGIN3']);
      await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
      await userEvent.type(within(dialog).getByLabelText('Mobile number'), '09171230000');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      expect(await within(dialog).findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
      expect(captchaMock).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo-gp' }), expect.any(HTMLDivElement));
      expect(requestsTo(fetchMock, '/wps/verification/sms/noLogin')[0]?.body).toEqual({ mobileNum: '09171230000', countryDialingCode: '63', captcha: 'recaptcha-token' });
    } finally {
      setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk }, defaultWeakPassword: WEAK_PASSWORD });
    }
  });

  it('maps phone-authentication codes to their messages', async () => {
    const { dialog } = renderLogin(
      [
        { path: '/wps/verification/sms/noLogin', body: envelope({ expiredMinutes: 1 }) },
        { path: '/wps/session/login', body: businessError('The code has expired, please send it again', null, 'auth/code-expired') },
      ],
      ['MOBILEVERCODELOGIN3'],
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '09171234567');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '111111');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code has expired. Please send a new one.');
  });
});

describe('social login', () => {
  const FIREBASE = { apiKey: 'key', authDomain: 'demo-gp.firebaseapp.com', projectId: 'demo-gp' };
  const withFirebase = (firebase?: object) =>
    setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk }, defaultWeakPassword: WEAK_PASSWORD, ...(firebase ? { firebase } : {}) });
  beforeEach(() => {
    withFirebase(FIREBASE);
    preloadMock.mockClear();
  });
  afterEach(() => withFirebase());

  // The dialog's banner comes with the home content: let it arrive inside act before the test ends.
  const bannerSettled = () => act(async () => void (await loadHomeContent('EN').catch(() => undefined)));

  it('offers only the enabled providers, and loads the provider SDK for them', async () => {
    const { dialog } = renderLogin([], ['FACEBOOKLOGIN3']);
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(preloadMock).toHaveBeenCalledWith(expect.objectContaining(FIREBASE));
    await bannerSettled();
  });

  it('offers none without the Firebase config, whatever the modules say', async () => {
    withFirebase();
    const { dialog } = renderLogin([], ['GOOGLELOGIN3', 'FACEBOOKLOGIN3']);
    expect(within(dialog).queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(preloadMock).not.toHaveBeenCalled();
    await bannerSettled();
  });

  it("signs in with the provider's Firebase ID token, without a forced password change", async () => {
    socialMock.mockResolvedValueOnce('firebase-id-token');
    const { dialog, fetchMock, onSignedIn } = renderLogin(
      [{ path: '/wps/session/login/social', body: envelope(loginResult({ passwordExpired: true })) }],
      ['GOOGLELOGIN3', 'PWDEXPFORCECHANGE3'],
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
    expect(socialMock).toHaveBeenCalledWith(expect.objectContaining(FIREBASE), 'GOOGLE');
    expect(requestsTo(fetchMock, '/wps/session/login/social')[0]?.body).toEqual({ provider: 'GOOGLE', idToken: 'firebase-id-token' });
  });

  it('needs the terms box, and says why the provider or the server refused', async () => {
    const { dialog, fetchMock } = renderLogin(
      [{ path: '/wps/session/login/social', body: businessError('This function is not enabled', null, 'auth/operation-not-allowed') }],
      ['GOOGLELOGIN3'],
    );
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(google);
    expect(within(dialog).getByText('Please accept the terms and privacy policy first')).toBeInTheDocument();
    expect(socialMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    const refusals: [string, string][] = [
      ['auth/popup-closed-by-user', 'Login failed. Please try again.'],
      ['auth/popup-blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'],
      ['auth/network-request-failed', 'The sign-in service could not be reached. Check your connection and try again.'],
      ['auth/account-exists-with-different-credential', 'This email already signs in another way. Please sign in the way you used before.'],
    ];
    for (const [code, text] of refusals) {
      socialMock.mockRejectedValueOnce(new AuthProviderError(code));
      await userEvent.click(google);
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text));
    }
    expect(requestsTo(fetchMock, '/wps/session/login/social')).toHaveLength(0);

    socialMock.mockResolvedValueOnce('firebase-id-token');
    await userEvent.click(google);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('This function is not enabled.'));
  });
});

describe('free play (FREEPLAY3)', () => {
  it('is offered only with the module on', () => {
    const { dialog } = renderLogin([]);
    expect(within(dialog).queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('signs in a trial account after the terms box', async () => {
    const { dialog, fetchMock, onSignedIn } = renderLogin(
      [{ path: '/wps/session/login/freeplay', body: envelope(loginResult({ type: 4, token: 'tok-trial' })) }],
      ['FREEPLAY3'],
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free play' }));
    expect(within(dialog).getByText('Please accept the terms and privacy policy first')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
    expect(sharedStore.get(tokenAtom)).toBe('tok-trial');
    expect(requestsTo(fetchMock, '/wps/session/login/freeplay')[0]?.body).toMatchObject({ platform: 'W', gatewayVersion: 3 });
  });
});
