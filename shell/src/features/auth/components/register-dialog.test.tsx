import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, businessError, envelope, mockFetchRoutes, type MockRoute, type TestEncryptionKeys } from '@gp/kernel/testing';
import { setPermissionsAtom } from '../../../lib/platform/permissions';
import { sharedStore, tokenAtom } from '@gp/kernel';
import { type RegisterSettings } from '../../../lib/platform/system-schemas';
import { loginResult, modules, seedRegisterSettings } from '../../../testing/session/fixtures';
import { encFieldsOf, renderSession, requestsTo, resetSession, setUpEncryption } from '../../../testing/session/setup';
import { AuthProviderError, sendPhoneCode } from '@gp/auth-kit';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { RegisterDialog, type RegisterDialogProps } from './register-dialog';
import { en } from '../locales/en';
import { ty } from '../locales/ty';

// Firebase is mocked at the kit's boundary: the shell asks the kit to send and confirm codes.
jest.mock('@gp/auth-kit', () => ({ ...jest.requireActual<object>('@gp/auth-kit'), sendPhoneCode: jest.fn() }));
const sendPhoneCodeMock = jest.mocked(sendPhoneCode);

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await setUpEncryption();
});

beforeEach(resetSession);

// Long forms typed key by key: CI runs several jest processes on two cores.
jest.setTimeout(20_000);

const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

type Options = { settings?: RegisterSettings | null; features?: string[]; props?: Partial<RegisterDialogProps> };

function renderRegister(routes: MockRoute[], { settings = seedRegisterSettings(), features = ['USERNAMEREG3'], props = {} }: Options = {}) {
  if (settings) sharedStore.set(setPermissionsAtom, { registerSettings: settings, domainRoute: { domain: 'play.example', route: '/' } });
  const fetchMock = mockFetchRoutes([
    ...routes,
    { path: '/wps/captcha', body: envelope(CAPTCHA_IMAGE) },
    { path: '/wps/member/info', body: envelope(loginResult()) },
  ]);
  const handlers = { onClose: jest.fn(), onSignedIn: jest.fn(), onLogIn: jest.fn() };
  renderSession(<RegisterDialog open {...handlers} {...props} />, { features: modules(...features) });
  return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Register' }), ...handlers };
}

const field = (dialog: HTMLElement, label: RegExp | string) => within(dialog).getByLabelText(label);

async function type(dialog: HTMLElement, label: RegExp | string, text: string) {
  await userEvent.clear(field(dialog, label));
  await userEvent.type(field(dialog, label), text);
}

const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

async function fillUsernameForm(dialog: HTMLElement) {
  await type(dialog, 'Username', 'newplayer1');
  await type(dialog, 'Password', 'Secret@123');
  await type(dialog, 'Confirm password', 'Secret@123');
  await type(dialog, 'Captcha', 'AB12');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
}

it('shows the fields the server rules enable, optional ones marked', async () => {
  const { dialog } = renderRegister([]);
  expect(field(dialog, 'Username')).toBeInTheDocument();
  expect(field(dialog, 'Email (optional)')).toBeInTheDocument();
  expect(field(dialog, 'Birthday (optional)')).toBeInTheDocument();
  expect(field(dialog, 'Invitation code (optional)')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText(/QQ number/)).not.toBeInTheDocument();
  expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
  // Username registration only: no type tabs.
  expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
});

it('shows the fields SPEC §3 names in its labels when the rules show them; a required one blocks the submit', async () => {
  const on = { enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 50 };
  const settings = seedRegisterSettings({
    nickname: { ...on, required: true },
    telegram: on,
    zalo: on,
    address: on,
    nationality: on,
    occupation: on,
    sourceOfIncome: { ...on, required: true },
  });
  const { dialog, fetchMock } = renderRegister([{ path: '/wps/member/register', method: 'PUT', body: envelope(loginResult({ token: 'tok-reg' })) }], { settings });
  for (const label of ['Full name (optional)', 'Telegram (optional)', 'Zalo (optional)', 'Address (optional)', 'Nationality (optional)', 'Occupation (optional)']) {
    expect(field(dialog, label)).toBeInTheDocument();
  }
  expect(field(dialog, 'Nickname')).toHaveAttribute('aria-required', 'true');
  await fillUsernameForm(dialog);
  await submit(dialog);
  expect(field(dialog, 'Nickname')).toHaveAccessibleDescription('Input cannot be empty');
  expect(field(dialog, 'Source of income')).toHaveAccessibleDescription('Input cannot be empty');
  expect(requestsTo(fetchMock, '/wps/member/register')).toHaveLength(0);

  await type(dialog, 'Nickname', 'Lucky Star');
  await type(dialog, 'Source of income', 'Salary');
  await type(dialog, 'Zalo (optional)', '0912345678');
  await submit(dialog);
  await waitFor(() => expect(requestsTo(fetchMock, '/wps/member/register')).toHaveLength(1));
  expect(await encFieldsOf(fetchMock, keys, '/wps/member/register')).toMatchObject({ nickname: 'Lucky Star', sourceOfIncome: 'Salary', zalo: '0912345678' });
});

it('puts every error under its field with the messages of SPEC §5', async () => {
  const { dialog, fetchMock } = renderRegister([]);
  await type(dialog, 'Username', '1abc');
  await type(dialog, 'Password', 'Secret@123');
  await type(dialog, 'Confirm password', 'Secret@124');
  await type(dialog, 'Email (optional)', 'not-an-email');
  await type(dialog, 'Birthday (optional)', '1990/01/01');
  await submit(dialog);
  expect(field(dialog, 'Username')).toHaveAccessibleDescription('Start with a letter, then letters or digits, 6-16 characters');
  expect(field(dialog, 'Confirm password')).toHaveAccessibleDescription('The two passwords are inconsistent');
  expect(field(dialog, 'Email (optional)')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(field(dialog, 'Birthday (optional)')).toHaveAccessibleDescription(/Please enter the birthday as dd-mm-yyyy/);
  expect(field(dialog, 'Captcha')).toHaveAccessibleDescription('Please enter the captcha');
  expect(within(dialog).getByText('Please accept the terms and privacy policy first')).toBeInTheDocument();
  expect(requestsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
});

it('refuses a birthday under 21 (local_birthday_error)', async () => {
  const { dialog } = renderRegister([]);
  const year = new Date().getFullYear() - 20;
  await type(dialog, 'Birthday (optional)', `01-01-${year}`);
  await submit(dialog);
  expect(field(dialog, 'Birthday (optional)')).toHaveAccessibleDescription(/You must be at least 21 years old/);
});

it('registers by username (enc PUT) and runs the first-login action', async () => {
  const { dialog, fetchMock, onSignedIn } = renderRegister([
    { path: '/wps/member/register', method: 'PUT', body: envelope(loginResult({ token: 'tok-reg', firstTimeLogin: true })) },
  ]);
  await fillUsernameForm(dialog);
  await type(dialog, 'Birthday (optional)', '05-03-1990');
  await submit(dialog);
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'firstLogin' }));
  expect(sharedStore.get(tokenAtom)).toBe('tok-reg');
  const uuid = requestsTo(fetchMock, '/wps/captcha')[0]?.url.searchParams.get('uuid');
  expect(await encFieldsOf(fetchMock, keys, '/wps/member/register')).toEqual({
    username: 'newplayer1',
    countryDialingCode: '63',
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    birthday: '1990-03-05',
    captcha: 'AB12',
    captchaUuid: uuid,
    domain: 'play.example',
    registerUrl: window.location.href,
    registerMethod: 'WEB',
    login: true,
  });
});

it('keeps everything typed and shows the server field errors under their fields', async () => {
  const { dialog } = renderRegister([
    {
      path: '/wps/member/register',
      method: 'PUT',
      body: businessError('Username already exists', { errors: { username: 'Username already exists' } }, 'USERNAME_EXISTS'),
    },
  ]);
  await fillUsernameForm(dialog);
  await type(dialog, 'Email (optional)', 'me@example.com');
  await submit(dialog);
  await waitFor(() => expect(field(dialog, 'Username')).toHaveAccessibleDescription('Username already exists'));
  expect(field(dialog, 'Username')).toHaveValue('newplayer1');
  expect(field(dialog, 'Password')).toHaveValue('Secret@123');
  expect(field(dialog, 'Email (optional)')).toHaveValue('me@example.com');
  expect(within(dialog).getByRole('checkbox', { name: /terms/ })).toBeChecked();
  // The answer was used up by the server: a new captcha, its field empty.
  expect(field(dialog, 'Captcha')).toHaveValue('');
  // Typing in the field clears its server error.
  await userEvent.type(field(dialog, 'Username'), '2');
  expect(field(dialog, 'Username')).not.toHaveAccessibleDescription();
});

it('shows every VALIDATION_FAILED message under its field and keeps the captcha', async () => {
  const { dialog, fetchMock } = renderRegister([
    {
      path: '/wps/member/register',
      method: 'PUT',
      body: businessError(
        'Email is required',
        { errors: { email: 'Email is required', payeeName: 'Real name format is invalid' } },
        'VALIDATION_FAILED',
      ),
    },
  ]);
  await fillUsernameForm(dialog);
  await submit(dialog);
  await waitFor(() => expect(field(dialog, 'Email (optional)')).toHaveAccessibleDescription('Email is required'));
  expect(field(dialog, 'Full name (optional)')).toHaveAccessibleDescription('Real name format is invalid');
  expect(field(dialog, 'Captcha')).toHaveValue('AB12');
  expect(requestsTo(fetchMock, '/wps/captcha')).toHaveLength(1);
});

it('checks the invitation code with the server (invitation_code_error)', async () => {
  const { dialog, fetchMock } = renderRegister([
    { path: '/wps/agent/affiliate', times: 1, body: envelope({ valid: false }) },
    { path: '/wps/agent/affiliate', body: envelope({ valid: true, agentName: 'Agent One' }) },
  ]);
  await type(dialog, 'Invitation code (optional)', 'NOPE1');
  await userEvent.tab();
  await waitFor(() => expect(field(dialog, 'Invitation code (optional)')).toHaveAccessibleDescription('Invalid invitation code'));
  expect(requestsTo(fetchMock, '/wps/agent/affiliate')[0]?.url.searchParams.toString()).toBe('code=NOPE1&domain=play.example');

  await type(dialog, 'Invitation code (optional)', 'AGT001');
  await userEvent.tab();
  expect(await within(dialog).findByText('Invited by Agent One')).toBeInTheDocument();
});

it('does not register while the invitation code is invalid', async () => {
  const { dialog, fetchMock } = renderRegister([{ path: '/wps/agent/affiliate', body: envelope({ valid: false }) }]);
  await fillUsernameForm(dialog);
  await userEvent.type(field(dialog, 'Invitation code (optional)'), 'NOPE1');
  await submit(dialog);
  // SPEC §8: the failed check is a warning dialog (invitation_code_error); the code stays under its field too.
  const warning = await screen.findByRole('dialog', { name: 'Notice' });
  expect(within(warning).getByRole('alert')).toHaveTextContent('Invalid invitation code');
  await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  expect(field(dialog, 'Invitation code (optional)')).toHaveAccessibleDescription('Invalid invitation code');
  expect(field(dialog, 'Invitation code (optional)')).toHaveValue('NOPE1');
  expect(requestsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
});

it('marks the required fields with * and says so, in EN and TY', async () => {
  const { dialog } = renderRegister([]);
  expect(within(dialog).getByText(en.register.requiredNote)).toBeInTheDocument();
  expect(field(dialog, 'Username')).toHaveAttribute('aria-required', 'true');
  expect(within(dialog).getByText('Username', { selector: '[data-required]' })).toBeInTheDocument();
  expect(within(dialog).queryByText('Invitation code (optional)', { selector: '[data-required]' })).not.toBeInTheDocument();
  expect(field(dialog, 'Invitation code (optional)')).not.toHaveAttribute('aria-required', 'true');
  expect(ty.register.requiredNote).toContain('*');
});

it('starts with mobile registration when MOBILENUMREG3 is on, and sends it to /register/mobile', async () => {
  const settings = seedRegisterSettings({ captcha: { enabled: false } });
  const { dialog, fetchMock, onSignedIn } = renderRegister(
    [{ path: '/wps/member/register/mobile', method: 'PUT', body: envelope(loginResult({ firstTimeLogin: false })) }],
    { settings, features: ['USERNAMEREG3', 'MOBILENUMREG3'] },
  );
  expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  expect(field(dialog, 'Username (optional)')).toBeInTheDocument();
  await type(dialog, 'Mobile number', '0917 555 0000');
  await type(dialog, 'Password', 'Secret@123');
  await type(dialog, 'Confirm password', 'Secret@123');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await submit(dialog);
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
  expect(await encFieldsOf(fetchMock, keys, '/wps/member/register/mobile')).toMatchObject({
    mobileNum: '09175550000',
    countryDialingCode: '63',
  });

  await userEvent.click(within(dialog).getByRole('tab', { name: 'Username' }));
  expect(field(dialog, 'Username')).toBeInTheDocument();
  // Switching type keeps what was typed.
  expect(field(dialog, 'Password')).toHaveValue('Secret@123');
});

it('asks for the SMS code when REGMOBVERF3 is on, sent by /sms/register', async () => {
  const settings = seedRegisterSettings({ captcha: { enabled: false } });
  const { dialog, fetchMock } = renderRegister(
    [
      { path: '/wps/verification/sms/register', body: envelope({ expiredMinutes: 1 }) },
      {
        path: '/wps/member/register',
        method: 'PUT',
        body: businessError('The verification code is not valid', { errors: { verificationCode: 'x' } }, 'auth/invalid-verification-code'),
      },
    ],
    { settings, features: ['USERNAMEREG3', 'REGMOBVERF3'] },
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(field(dialog, 'Mobile number')).toHaveAccessibleDescription('Input cannot be empty');
  await type(dialog, 'Mobile number', '09175550000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(await within(dialog).findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  expect(requestsTo(fetchMock, '/wps/verification/sms/register')[0]?.body).toEqual({ mobileNo: '09175550000', countryDialingCode: '63' });

  await type(dialog, 'Username', 'newplayer1');
  await type(dialog, 'Password', 'Secret@123');
  await type(dialog, 'Confirm password', 'Secret@123');
  await type(dialog, 'Verification code', '550000');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await submit(dialog);
  await waitFor(() => expect(field(dialog, 'Verification code')).toHaveAccessibleDescription(/The verification code is not valid\./));
});

describe('phone verification through Firebase (runtime config firebase.phoneVerification)', () => {
  const FIREBASE = { apiKey: 'key', authDomain: 'demo-gp.firebaseapp.com', projectId: 'demo-gp', phoneVerification: true };
  beforeEach(() => setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk }, defaultWeakPassword: 'Gp@123456', firebase: FIREBASE }));
  afterEach(() => setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk }, defaultWeakPassword: 'Gp@123456' }));

  it('sends the code through the provider with a 1-minute wait, and registers with the firebase fields', async () => {
    const confirm = jest
      .fn()
      .mockRejectedValueOnce(new AuthProviderError('auth/invalid-verification-code'))
      .mockResolvedValueOnce({ firebaseUid: 'phone-uid', firebaseIdToken: 'phone-token' });
    sendPhoneCodeMock.mockResolvedValue({ expiresAt: Number.MAX_SAFE_INTEGER, confirm });
    const settings = seedRegisterSettings({ captcha: { enabled: false } });
    const { dialog, fetchMock, onSignedIn } = renderRegister(
      [{ path: '/wps/member/register', method: 'PUT', body: envelope(loginResult({ firstTimeLogin: true })) }],
      { settings, features: ['USERNAMEREG3', 'REGMOBVERF3'] },
    );
    await type(dialog, 'Mobile number', '0917 555 0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(sendPhoneCodeMock).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo-gp' }), '+639175550000', expect.any(HTMLDivElement));
    expect(requestsTo(fetchMock, '/wps/verification/sms/register')).toHaveLength(0);

    await type(dialog, 'Username', 'newplayer1');
    await type(dialog, 'Password', 'Secret@123');
    await type(dialog, 'Confirm password', 'Secret@123');
    await type(dialog, 'Verification code', '000000');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await submit(dialog);
    await waitFor(() => expect(field(dialog, 'Verification code')).toHaveAccessibleDescription(/The verification code is not valid\./));
    expect(requestsTo(fetchMock, '/wps/member/register')).toHaveLength(0);

    await type(dialog, 'Verification code', '123456');
    await submit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(confirm).toHaveBeenLastCalledWith('123456');
    // The resend wait ticks each second: decrypting the body is slow, so it runs inside act.
    let sent: unknown;
    await act(async () => {
      sent = await encFieldsOf(fetchMock, keys, '/wps/member/register');
    });
    expect(sent).toMatchObject({
      mobileNum: '09175550000',
      verificationCode: '123456',
      firebaseUid: 'phone-uid',
      firebaseIdToken: 'phone-token',
    });
  });

  it('shows a refused send in the warning dialog and keeps the button free', async () => {
    sendPhoneCodeMock.mockRejectedValue(new AuthProviderError('auth/too-many-requests'));
    const settings = seedRegisterSettings({ captcha: { enabled: false } });
    const { dialog } = renderRegister([], { settings, features: ['USERNAMEREG3', 'REGMOBVERF3'] });
    // Another number: the wait of the first test's number is still running.
    await type(dialog, 'Mobile number', '09175550001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('dialog', { name: 'Code not sent' })).toHaveTextContent('Too many attempts. Please try again after 5 minutes.');
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

it('takes the referral code from the link', () => {
  const { dialog } = renderRegister([], { props: { referralCode: 'FRIEND7' } });
  expect(field(dialog, 'Referral code (optional)')).toHaveValue('FRIEND7');
});

it('loads the rules itself when start-up could not, with a retry', async () => {
  const { dialog } = renderRegister(
    [
      { path: '/wps/system/setting/register', times: 1, status: 400, body: businessError('boom') },
      { path: '/wps/system/setting/register', body: envelope(seedRegisterSettings()) },
    ],
    { settings: null },
  );
  const alert = await within(dialog).findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByLabelText('Username')).toBeInTheDocument();
});

it('says so when no registration type is enabled', () => {
  const { dialog } = renderRegister([], { features: [] });
  expect(dialog).toHaveTextContent('Registration is not available at the moment.');
});

it('links to the login', async () => {
  const { dialog, onLogIn } = renderRegister([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in here' }));
  expect(onLogIn).toHaveBeenCalled();
});

it('shows it is busy while registering and sends the form once however often it is submitted', async () => {
  const { dialog, fetchMock } = renderRegister([{ path: '/wps/member/register', method: 'PUT', hang: true }]);
  await fillUsernameForm(dialog);
  const button = within(dialog).getByRole('button', { name: 'Register' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  await userEvent.type(field(dialog, 'Password'), '{Enter}');
  expect(requestsTo(fetchMock, '/wps/member/register')).toHaveLength(1);
});

it('keeps everything typed when the server cannot be reached, and says so', async () => {
  const { dialog } = renderRegister([{ path: '/wps/member/register', method: 'PUT', networkError: true }]);
  await fillUsernameForm(dialog);
  await submit(dialog);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(commonEn.error.network);
  expect(field(dialog, 'Username')).toHaveValue('newplayer1');
  expect(field(dialog, 'Password')).toHaveValue('Secret@123');
  expect(field(dialog, 'Confirm password')).toHaveValue('Secret@123');
  expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
});
