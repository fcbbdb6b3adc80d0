import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  commonEn,
  businessError,
  createTestEncryptionKeys,
  envelope,
  mockFetchRoutes,
  setTestRuntimeConfig,
  type MockRoute,
  type TestEncryptionKeys,
  testMember,
} from '@gp/kernel/testing';
import { memberInfoAtom, type WhitelabelNode } from '@gp/kernel';
import '../../../lib/i18n';
import { renderPage as renderMemberPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import type { Profile } from '../api/get-profile';
import { SecurityCenter } from './security-center';

const PROFILE_PATH = '/wps/member/profile';

function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    account: 'demo01',
    nickname: 'Demo Player',
    realName: 'DEMO PLAYER',
    mobileNum: '09171234567',
    countryDialingCode: '63',
    email: 'demo01@example.com',
    birthday: '1990-05-17',
    vipLevel: 3,
    vipName: 'Gold',
    mobileBound: true,
    emailBound: true,
    googleBound: true,
    hasPaymentPassword: true,
    totalBalance: 12345.67,
    currencySymbol: '₱',
    ...overrides,
  };
}

function renderPage(routes: MockRoute[], features?: WhitelabelNode[]) {
  const fetchMock = mockFetchRoutes([{ path: '/wps/member/info/icon', body: envelope({ avatarUrl: 'https://cdn.test/avatar.svg' }) }, ...routes]);
  renderMemberPage(<SecurityCenter />, features ? { features } : {});
  return fetchMock;
}

function details(): Record<string, string> {
  const region = screen.getByRole('region', { name: en.security.profile });
  const labels = within(region).getAllByRole('term').map((term) => term.textContent ?? '');
  const values = within(region).getAllByRole('definition').map((definition) => definition.textContent ?? '');
  return Object.fromEntries(labels.map((label, i) => [label, values[i] ?? '']));
}

// Many typed fields per test on a shared 2-core machine.
jest.setTimeout(30_000);

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

async function sentFields(fetchMock: ReturnType<typeof mockFetchRoutes>, path: string): Promise<unknown> {
  const request = fetchMock.requests.find((r) => r.path === path);
  const body = request?.body as { value: string };
  return (await keys.decrypt(body.value)).fields;
}

describe('SecurityCenter', () => {
  it('shows the profile, the avatar and the total of every wallet', async () => {
    renderPage([{ path: PROFILE_PATH, body: envelope(testProfile()) }]);

    expect(await screen.findByRole('region', { name: en.security.title })).toBeInTheDocument();
    expect(details()).toEqual({
      [en.security.account]: 'demo01',
      [en.security.nickname]: 'Demo Player',
      [en.security.realName]: 'DEMO PLAYER',
      [en.security.mobile]: '09171234567',
      [en.security.email]: 'demo01@example.com',
      [en.security.birthday]: '1990-05-17',
      [en.security.vip]: 'Gold (VIP 3)',
    });
    expect(screen.getByText(en.security.totalBalance).nextSibling).toHaveTextContent('₱12,345.67');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Avatar of Demo Player' })).toHaveAttribute('src', 'https://cdn.test/avatar.svg'));
  });

  it('shows the error image when the avatar fails', async () => {
    renderPage([{ path: PROFILE_PATH, body: envelope(testProfile()) }]);
    const avatar = await screen.findByRole('img', { name: 'Avatar of Demo Player' });
    await screen.findByRole('img', { name: 'Avatar of Demo Player' });
    await within(screen.getByRole('region', { name: en.security.title })).findByRole('img');
    // The icon call answered: the image is the member's; it fails to load.
    await screen.findByText('Demo Player', { selector: 'p' });
    fireEvent.error(avatar);
    expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('says "Not set" for what the member has not given', async () => {
    renderPage([{ path: PROFILE_PATH, body: envelope(testProfile({ realName: null, birthday: null, email: null, emailBound: false, vipName: null })) }]);

    await screen.findByRole('region', { name: en.security.title });
    expect(details()).toMatchObject({
      [en.security.realName]: en.security.notSet,
      [en.security.birthday]: en.security.notSet,
      [en.security.email]: en.security.notSet,
      [en.security.vip]: 'VIP 3',
    });
    expect(screen.getByRole('button', { name: `${en.security.bind}: ${en.security.email}` })).toBeInTheDocument();
  });

  it('shows the error with Retry when the profile cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage([
      { path: PROFILE_PATH, body: businessError('Profile service unavailable'), times: 1 },
      { path: PROFILE_PATH, body: envelope(testProfile({ account: 'retried' })) },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile service unavailable');
    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));
    expect(await screen.findByText('retried')).toBeInTheDocument();
  });

  describe('change login password', () => {
    async function openDialog() {
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: `${en.security.change}: ${en.security.loginPassword}` }));
      return { user, dialog: screen.getByRole('dialog', { name: en.security.changePasswordTitle }) };
    }

    describe('CHNGPASSVERIF3 on', () => {
      const FEATURES = [{ modId: 'SECURITY3', enabled: true, childrenNodes: [{ modId: 'CHNGPASSVERIF3', enabled: true, childrenNodes: [] }] }];

      it('asks for the code sent to the bound mobile and sends it with the passwords', async () => {
        const fetchMock = renderPage(
          [
            { path: PROFILE_PATH, body: envelope(testProfile()) },
            { path: '/wps/verification/sms/password', body: envelope({ expiredMinutes: 1 }) },
            { path: '/wps/member/password', body: envelope(null) },
          ],
          FEATURES,
        );
        const { user, dialog } = await openDialog();
        expect(within(dialog).getByText(/09171234567/)).toBeInTheDocument();
        await user.type(within(dialog).getByLabelText(en.security.oldPassword), 'Old@2026x');
        await user.type(within(dialog).getByLabelText(en.security.newPassword), 'Newpass2026');
        await user.type(within(dialog).getByLabelText(en.security.confirmPassword), 'Newpass2026');
        await user.click(within(dialog).getByRole('button', { name: en.form.save }));
        expect(within(dialog).getByLabelText(en.security.code)).toHaveAccessibleDescription(/verification/i);
        expect(fetchMock.requests.some((r) => r.path === '/wps/member/password')).toBe(false);

        await user.click(within(dialog).getByRole('button', { name: en.security.sendCode }));
        expect(await within(dialog).findByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
        await user.type(within(dialog).getByLabelText(en.security.code), '234567');
        await user.click(within(dialog).getByRole('button', { name: en.form.save }));
        expect(await screen.findByText(en.security.passwordChanged)).toBeInTheDocument();
        expect(await sentFields(fetchMock, '/wps/member/password')).toEqual({
          oldPassword: 'Old@2026x',
          newPassword: 'Newpass2026',
          confirmNewPassword: 'Newpass2026',
          verificationCode: '234567',
        });
      });

      it('asks a member without a bound mobile to bind one first', async () => {
        renderPage([{ path: PROFILE_PATH, body: envelope(testProfile({ mobileBound: false, mobileNum: null })) }], FEATURES);
        const { dialog } = await openDialog();
        expect(within(dialog).getByText(en.security.passwordBindFirst)).toBeInTheDocument();
        expect(within(dialog).queryByLabelText(en.security.newPassword)).not.toBeInTheDocument();
      });
    });

    it('validates every field before sending', async () => {
      const fetchMock = renderPage([{ path: PROFILE_PATH, body: envelope(testProfile()) }]);
      const { user, dialog } = await openDialog();

      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(within(dialog).getByLabelText(en.security.oldPassword)).toHaveAccessibleDescription(en.field.required);

      await user.type(within(dialog).getByLabelText(en.security.oldPassword), 'Old@2026x');
      await user.type(within(dialog).getByLabelText(en.security.newPassword), 'short');
      await user.type(within(dialog).getByLabelText(en.security.confirmPassword), 'other');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));

      expect(within(dialog).getByLabelText(en.security.newPassword)).toHaveAccessibleDescription(/8-20 characters/);
      expect(within(dialog).getByLabelText(en.security.confirmPassword)).toHaveAccessibleDescription(en.field.inconsistent);
      expect(fetchMock.requests.some((r) => r.path === '/wps/member/password')).toBe(false);
    });

    it('shows the server refusal and keeps what was typed; then succeeds', async () => {
      const fetchMock = renderPage([
        { path: PROFILE_PATH, body: envelope(testProfile()) },
        { path: '/wps/member/password', body: businessError('The current password is incorrect'), times: 1 },
        { path: '/wps/member/password', body: envelope(null) },
      ]);
      const { user, dialog } = await openDialog();

      await user.type(within(dialog).getByLabelText(en.security.oldPassword), 'Wrong@2026');
      await user.type(within(dialog).getByLabelText(en.security.newPassword), 'Newpass2026');
      await user.type(within(dialog).getByLabelText(en.security.confirmPassword), 'Newpass2026');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is incorrect');
      expect(within(dialog).getByLabelText(en.security.newPassword)).toHaveValue('Newpass2026');
      expect(await sentFields(fetchMock, '/wps/member/password')).toEqual({
        oldPassword: 'Wrong@2026',
        newPassword: 'Newpass2026',
        confirmNewPassword: 'Newpass2026',
      });

      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(await screen.findByRole('status')).toHaveTextContent(en.security.passwordChanged);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('withdrawal password', () => {
    it('sets the first one: 6 digits, confirmed, then the page shows it is set', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = renderPage([
        { path: PROFILE_PATH, body: envelope(testProfile({ hasPaymentPassword: false })), times: 1 },
        { path: PROFILE_PATH, body: envelope(testProfile({ hasPaymentPassword: true })) },
        { path: '/wps/member/paymentPassword', body: envelope(null) },
      ]);
      await user.click(await screen.findByRole('button', { name: `${en.security.set}: ${en.security.paymentPassword}` }));
      const dialog = screen.getByRole('dialog', { name: en.security.setPaymentTitle });
      expect(within(dialog).queryByLabelText(en.security.oldPaymentPassword)).not.toBeInTheDocument();

      await user.type(within(dialog).getByLabelText(en.security.paymentPassword), '12ab');
      await user.type(within(dialog).getByLabelText(en.security.confirmPaymentPassword), '123456');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(within(dialog).getByLabelText(en.security.paymentPassword)).toHaveAccessibleDescription(new RegExp(en.field.paymentPassword));

      await user.clear(within(dialog).getByLabelText(en.security.paymentPassword));
      await user.type(within(dialog).getByLabelText(en.security.paymentPassword), '654321');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(within(dialog).getByLabelText(en.security.confirmPaymentPassword)).toHaveAccessibleDescription(en.field.inconsistent);

      await user.clear(within(dialog).getByLabelText(en.security.confirmPaymentPassword));
      await user.type(within(dialog).getByLabelText(en.security.confirmPaymentPassword), '654321');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));

      expect(await screen.findByRole('status')).toHaveTextContent(en.security.paymentSaved);
      expect(await sentFields(fetchMock, '/wps/member/paymentPassword')).toEqual({ paymentPassword: '654321', confirmPaymentPassword: '654321' });
      expect(await screen.findByRole('button', { name: `${en.security.change}: ${en.security.paymentPassword}` })).toBeInTheDocument();
    });

    it('changing it shows the refusal of a wrong current password', async () => {
      const user = userEvent.setup({ delay: null });
      renderPage([
        { path: PROFILE_PATH, body: envelope(testProfile()) },
        { path: '/wps/member/paymentPassword/change', body: businessError('The withdrawal password is incorrect', null, 'invalid.payment.pw') },
      ]);
      await user.click(await screen.findByRole('button', { name: `${en.security.change}: ${en.security.paymentPassword}` }));
      const dialog = screen.getByRole('dialog', { name: en.security.changePaymentTitle });
      await user.type(within(dialog).getByLabelText(en.security.oldPaymentPassword), '111111');
      await user.type(within(dialog).getByLabelText(en.security.newPaymentPassword), '222222');
      await user.type(within(dialog).getByLabelText(en.security.confirmPaymentPassword), '222222');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The withdrawal password is incorrect');
      expect(within(dialog).getByLabelText(en.security.oldPaymentPassword)).toHaveValue('111111');
    });
  });

  describe('bind mobile and email', () => {
    it('sends the code, waits before re-sending, and shows a wrong code under its field', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = renderPage([
        { path: PROFILE_PATH, body: envelope(testProfile({ mobileNum: null, mobileBound: false })) },
        { path: '/wps/verification/sms/bind', body: envelope({ expiredMinutes: 1 }) },
        {
          path: '/wps/member/bind/mobile',
          body: businessError('The verification code is not valid', { errors: { verificationCode: 'The verification code is not valid' } }),
        },
      ]);
      await user.click(await screen.findByRole('button', { name: `${en.security.bind}: ${en.security.mobile}` }));
      const dialog = screen.getByRole('dialog', { name: en.security.bindMobileTitle });

      await user.type(within(dialog).getByLabelText(en.security.mobile), '12');
      await user.click(within(dialog).getByRole('button', { name: en.security.sendCode }));
      expect(within(dialog).getByLabelText(en.security.mobile)).toHaveAccessibleDescription(/Please enter a valid mobile number/);
      expect(fetchMock.requests.some((r) => r.path === '/wps/verification/sms/bind')).toBe(false);

      await user.clear(within(dialog).getByLabelText(en.security.mobile));
      await user.type(within(dialog).getByLabelText(en.security.mobile), '0917 555 1234');
      await user.click(within(dialog).getByRole('button', { name: en.security.sendCode }));
      expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
      expect(fetchMock.requests.find((r) => r.path === '/wps/verification/sms/bind')?.body).toEqual({ mobileNum: '09175551234', countryDialingCode: '63' });

      await user.type(within(dialog).getByLabelText(en.security.code), '000000');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(await within(dialog).findByText('The verification code is not valid')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(en.security.code)).toHaveAccessibleDescription('The verification code is not valid');
    });

    it('binds an email after checking it, and the profile shows it', async () => {
      const user = userEvent.setup({ delay: null });
      renderPage([
        { path: PROFILE_PATH, body: envelope(testProfile({ email: null, emailBound: false })), times: 1 },
        { path: PROFILE_PATH, body: envelope(testProfile({ email: 'new@example.com' })) },
        { path: '/wps/member/bind/email', body: envelope(null) },
      ]);
      await user.click(await screen.findByRole('button', { name: `${en.security.bind}: ${en.security.email}` }));
      const dialog = screen.getByRole('dialog', { name: en.security.bindEmailTitle });
      await user.type(within(dialog).getByLabelText(en.security.email), 'not-an-email');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(within(dialog).getByLabelText(en.security.email)).toHaveAccessibleDescription('Please enter a valid email address');

      await user.clear(within(dialog).getByLabelText(en.security.email));
      await user.type(within(dialog).getByLabelText(en.security.email), 'new@example.com');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));

      expect(await screen.findByRole('status')).toHaveTextContent(en.security.emailBound);
      expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    });
  });

  describe('edit profile', () => {
    it('checks the nickname, the real name and the birthday (dd-mm-yyyy, 21 or older) before sending; the birthday goes as yyyy-mm-dd', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = renderPage([
        { method: 'GET', path: PROFILE_PATH, body: envelope(testProfile({ realName: null, birthday: null })) },
        { method: 'POST', path: PROFILE_PATH, body: envelope(testProfile({ nickname: 'Lucky', realName: 'Juan Dela Cruz', birthday: '1990-05-17' })) },
      ]);
      await user.click(await screen.findByRole('button', { name: en.profile.edit }));
      const dialog = screen.getByRole('dialog', { name: en.profile.title });
      const nickname = within(dialog).getByLabelText(en.security.nickname);
      const realName = within(dialog).getByLabelText(en.security.realName);
      const birthday = within(dialog).getByLabelText(en.security.birthday);
      await user.clear(nickname);
      await user.type(nickname, 'L');
      await user.type(realName, 'Juan 3');
      await user.type(birthday, '17-05-2015');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(nickname).toHaveAccessibleDescription('The nickname is 2 to 20 characters');
      expect(realName).toHaveAccessibleDescription(new RegExp(en.profile.realNameRule.replace(/[()]/g, '.')));
      expect(birthday).toHaveAccessibleDescription(/21/);
      expect(fetchMock.requests.some((r) => r.method === 'POST')).toBe(false);

      await user.type(nickname, 'ucky');
      await user.clear(realName);
      await user.type(realName, 'Juan Dela Cruz');
      await user.clear(birthday);
      await user.type(birthday, '17-05-1990');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(await screen.findByRole('status')).toHaveTextContent(en.profile.saved);
      expect(fetchMock.requests.find((r) => r.method === 'POST')?.body).toEqual({ nickname: 'Lucky', realName: 'Juan Dela Cruz', birthday: '1990-05-17' });
      await waitFor(() => expect(details()[en.security.realName]).toBe('Juan Dela Cruz'));
    });

    it('a set real name and birthday are read only; a refusal shows under its field and keeps what was typed', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = renderPage([
        { method: 'GET', path: PROFILE_PATH, body: envelope(testProfile()) },
        { method: 'POST', path: PROFILE_PATH, body: businessError('The nickname is taken', { errors: { nickname: 'The nickname is taken' } }) },
      ]);
      await user.click(await screen.findByRole('button', { name: en.profile.edit }));
      const dialog = screen.getByRole('dialog', { name: en.profile.title });
      expect(within(dialog).getByLabelText(en.security.realName)).toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText(en.security.realName)).toHaveAccessibleDescription(en.profile.realNameLocked);
      expect(within(dialog).getByLabelText(en.security.birthday)).toHaveValue('17-05-1990');
      expect(within(dialog).getByLabelText(en.security.birthday)).toHaveAttribute('readonly');
      const nickname = within(dialog).getByLabelText(en.security.nickname);
      await user.clear(nickname);
      await user.type(nickname, 'Taken Name');
      await user.click(within(dialog).getByRole('button', { name: en.form.save }));
      expect(await within(dialog).findByText('The nickname is taken')).toBeInTheDocument();
      expect(nickname).toHaveValue('Taken Name');
      // Only what may still change is sent.
      expect(fetchMock.requests.find((r) => r.method === 'POST')?.body).toEqual({ nickname: 'Taken Name' });
    });
  });
  describe('the header follows a nickname change', () => {
    async function saveNickname(infoRoute: MockRoute) {
      const user = userEvent.setup({ delay: null });
      mockFetchRoutes([
        { path: '/wps/member/info/icon', body: envelope({ avatarUrl: null }) },
        { method: 'GET', path: PROFILE_PATH, body: envelope(testProfile()) },
        { method: 'POST', path: PROFILE_PATH, body: envelope(testProfile({ nickname: 'Lucky Star' })) },
        infoRoute,
      ]);
      const { store } = renderMemberPage(<SecurityCenter />, { session: { token: 'tok-member', member: testMember({ account: 'demo01', nickname: 'Demo Player' }) } });
      await user.click(await screen.findByRole('button', { name: en.profile.edit }));
      const nickname = within(screen.getByRole('dialog', { name: en.profile.title })).getByLabelText(en.security.nickname);
      await user.clear(nickname);
      await user.type(nickname, 'Lucky Star');
      await user.click(screen.getByRole('button', { name: en.form.save }));
      expect(await screen.findByRole('status')).toHaveTextContent(en.profile.saved);
      return store;
    }

    it('the session takes the new nickname at once, then the server member info', async () => {
      const store = await saveNickname({ path: '/wps/member/info', body: envelope(testMember({ account: 'demo01', nickname: 'Lucky Star', vipLevel: 4 })) });
      expect(store.get(memberInfoAtom)?.nickname).toBe('Lucky Star');
      await waitFor(() => expect(store.get(memberInfoAtom)?.vipLevel).toBe(4));
    });

    it('keeps the new nickname when the member info cannot be refreshed', async () => {
      const store = await saveNickname({ path: '/wps/member/info', status: 500, body: 'down' });
      expect(store.get(memberInfoAtom)).toMatchObject({ account: 'demo01', nickname: 'Lucky Star' });
    });
  });

  describe('Google authenticator', () => {
    const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const GOOGLE = { path: '/wps/member/google', body: envelope({ bound: false, secret: SECRET, otpauthUrl: `otpauth://totp/GP01:demo01?secret=${SECRET}` }) };

    it('binding shows the QR code and the key, checks the 6-digit code, shows a wrong code under its field, then binds', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = renderPage([
        { method: 'GET', path: PROFILE_PATH, body: envelope(testProfile({ googleBound: false })) },
        GOOGLE,
        {
          path: '/wps/member/google/bind',
          body: businessError('The authenticator code is not valid', { errors: { code: 'The authenticator code is not valid' } }),
          times: 1,
        },
        { path: '/wps/member/google/bind', body: envelope(testProfile({ googleBound: true })) },
      ]);
      expect(await screen.findByText(en.google.label)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `${en.security.bind}: ${en.google.label}` }));
      const dialog = screen.getByRole('dialog', { name: en.google.bindTitle });
      expect(await within(dialog).findByRole('img', { name: en.google.qr })).toBeInTheDocument();
      expect(within(dialog).getByLabelText(en.google.key)).toHaveTextContent(SECRET);

      const code = within(dialog).getByLabelText(en.google.code);
      await user.type(code, '12a');
      await user.click(within(dialog).getByRole('button', { name: en.security.bind }));
      expect(code).toHaveAccessibleDescription(new RegExp(en.google.codeRule));
      expect(fetchMock.requests.some((r) => r.path === '/wps/member/google/bind')).toBe(false);

      await user.clear(code);
      await user.type(code, '123456');
      await user.click(within(dialog).getByRole('button', { name: en.security.bind }));
      expect(await within(dialog).findByText('The authenticator code is not valid')).toBeInTheDocument();
      expect(code).toHaveValue('123456');
      expect(fetchMock.requests.find((r) => r.path === '/wps/member/google/bind')?.body).toEqual({ code: '123456' });

      await user.clear(code);
      await user.type(code, '654321');
      await user.click(within(dialog).getByRole('button', { name: en.security.bind }));
      expect(await screen.findByRole('status')).toHaveTextContent(en.google.bound);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: `${en.google.unbind}: ${en.google.label}` })).toBeInTheDocument();
    });

    it('copies the key', async () => {
      const user = userEvent.setup({ delay: null });
      const writeText = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderPage([{ method: 'GET', path: PROFILE_PATH, body: envelope(testProfile({ googleBound: false })) }, GOOGLE]);
      await user.click(await screen.findByRole('button', { name: `${en.security.bind}: ${en.google.label}` }));
      const dialog = screen.getByRole('dialog', { name: en.google.bindTitle });
      await user.click(await within(dialog).findByRole('button', { name: en.google.copy }));
      expect(writeText).toHaveBeenCalledWith(SECRET);
      expect(await within(dialog).findByRole('status')).toHaveTextContent(en.google.copied);
    });

    it('when the key cannot be loaded, shows the error with Retry', async () => {
      const user = userEvent.setup({ delay: null });
      renderPage([
        { method: 'GET', path: PROFILE_PATH, body: envelope(testProfile({ googleBound: false })) },
        { path: '/wps/member/google', body: businessError('Service unavailable'), times: 1 },
        GOOGLE,
      ]);
      await user.click(await screen.findByRole('button', { name: `${en.security.bind}: ${en.google.label}` }));
      const dialog = screen.getByRole('dialog', { name: en.google.bindTitle });
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Service unavailable');
      await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));
      expect(await within(dialog).findByRole('img', { name: en.google.qr })).toBeInTheDocument();
    });

    it('unbinding asks for a current code, never shows the key', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = renderPage([
        { method: 'GET', path: PROFILE_PATH, body: envelope(testProfile()) },
        { path: '/wps/member/google/unbind', body: envelope(testProfile({ googleBound: false })) },
      ]);
      await user.click(await screen.findByRole('button', { name: `${en.google.unbind}: ${en.google.label}` }));
      const dialog = screen.getByRole('dialog', { name: en.google.unbindTitle });
      expect(within(dialog).queryByRole('img', { name: en.google.qr })).not.toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(en.google.code), '246810');
      await user.click(within(dialog).getByRole('button', { name: en.google.unbind }));
      expect(await screen.findByRole('status')).toHaveTextContent(en.google.unbound);
      expect(fetchMock.requests.find((r) => r.path === '/wps/member/google/unbind')?.body).toEqual({ code: '246810' });
      expect(fetchMock.requests.some((r) => r.path === '/wps/member/google')).toBe(false);
      expect(await screen.findByRole('button', { name: `${en.security.bind}: ${en.google.label}` })).toBeInTheDocument();
    });
  });
});
