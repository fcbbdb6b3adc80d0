import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, envelope, mockFetchRoutes, type MockRoute, type TestEncryptionKeys } from '@gp/kernel/testing';
import { modules } from '../../../testing/session/fixtures';
import { encFieldsOf, renderSession, requestsTo, resetSession, setUpEncryption } from '../../../testing/session/setup';
import { ForgotPasswordDialog } from './forgot-password-dialog';

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await setUpEncryption();
});

beforeEach(resetSession);

function renderForgot(routes: MockRoute[], features: string[] = []) {
  const fetchMock = mockFetchRoutes(routes);
  const handlers = { onClose: jest.fn(), onLogIn: jest.fn() };
  renderSession(<ForgotPasswordDialog open {...handlers} />, { features: modules(...features) });
  return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Forgot password' }), ...handlers };
}

describe('by email', () => {
  it('is the only way while the phone option is off', () => {
    const { dialog } = renderForgot([]);
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it('needs the username and a valid email', async () => {
    const { dialog } = renderForgot([]);
    await userEvent.type(within(dialog).getByLabelText('Email'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('Input cannot be empty');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('posts the form encoded and confirms with in_been_out', async () => {
    const { dialog, fetchMock, onClose } = renderForgot([{ path: '/wps/member/password/email', method: 'POST', body: envelope(null) }]);
    await userEvent.type(within(dialog).getByLabelText('Username'), ' demo01 ');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'demo01@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const done = await screen.findByRole('dialog', { name: 'Email sent' });
    expect(done).toHaveTextContent('A password reset link has been sent to your email. Please check your inbox.');
    const request = requestsTo(fetchMock, '/wps/member/password/email')[0];
    expect(request?.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(request?.body).toBe('username=demo01&email=demo01%40example.com');
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server message when the account does not match', async () => {
    const { dialog } = renderForgot([
      { path: '/wps/member/password/email', body: businessError('The username or email does not exist', null, 'USER_OR_EMAIL_NOT_FOUND') },
    ]);
    await userEvent.type(within(dialog).getByLabelText('Username'), 'demo01');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'other@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username or email does not exist');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('other@example.com');
  });
});

describe('by phone (MOBILENUMPASSREG3)', () => {
  it('starts on the phone and resets the password with the SMS code (enc)', async () => {
    const { dialog, fetchMock, onLogIn } = renderForgot(
      [
        { path: '/wps/verification/sms/noLogin', body: envelope({ expiredMinutes: 1 }) },
        { path: '/wps/member/password/verification', body: envelope(null) },
      ],
      ['MOBILENUMPASSREG3'],
    );
    expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(/Input cannot be empty/);
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(/Input cannot be empty/);

    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '09171234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '234567');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'short');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(/The password needs 8-20 characters with letters and digits/);

    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Fresh@2027');
    await userEvent.clear(within(dialog).getByLabelText('Confirm new password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Fresh@2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const done = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(await encFieldsOf(fetchMock, keys, '/wps/member/password/verification')).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: '234567',
      newPassword: 'Fresh@2027',
    });
    await userEvent.click(within(done).getByRole('button', { name: 'Go to log in' }));
    expect(onLogIn).toHaveBeenCalled();
  });

  it('can still recover by email', async () => {
    const { dialog } = renderForgot([], ['MOBILENUMPASSREG3']);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Email' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Username')).toBeInTheDocument());
  });
});

it('shows it is busy while sending and sends once however often it is submitted', async () => {
  const { dialog, fetchMock } = renderForgot([{ path: '/wps/member/password/email', hang: true }]);
  await userEvent.type(within(dialog).getByLabelText('Username'), 'demo01');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'demo01@example.com');
  const button = within(dialog).getByRole('button', { name: 'Submit' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  await userEvent.click(button);
  await userEvent.type(within(dialog).getByLabelText('Email'), '{Enter}');
  expect(requestsTo(fetchMock, '/wps/member/password/email')).toHaveLength(1);
  expect(within(dialog).getByLabelText('Username')).toHaveValue('demo01');
});
