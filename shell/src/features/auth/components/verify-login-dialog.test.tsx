import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, envelope, mockFetchRoutes, type MockRoute, type TestEncryptionKeys } from '@gp/kernel/testing';
import type { VerifyMethod } from '../api/verify-login';
import { loginResult } from '../../../testing/session/fixtures';
import { encFieldsOf, renderSession, resetSession, setUpEncryption, WEAK_PASSWORD } from '../../../testing/session/setup';
import { VerifyLoginDialog } from './verify-login-dialog';

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await setUpEncryption();
});

beforeEach(resetSession);

function renderVerify(routes: MockRoute[], verifyMethods: VerifyMethod[], password = 'Demo@2026') {
  const fetchMock = mockFetchRoutes([...routes, { path: '/wps/member/info', body: envelope(loginResult()) }]);
  const handlers = { onClose: jest.fn(), onSignedIn: jest.fn(), onBackToLogin: jest.fn() };
  renderSession(<VerifyLoginDialog open request={{ verifyToken: 'vt-1', verifyMethods, password }} {...handlers} />);
  return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Verify your identity' }), ...handlers };
}

it('offers the methods the server names, each with its own field', async () => {
  const { dialog } = renderVerify([], ['SMS', 'EMAIL', 'BANK', 'GOOGLE']);
  const tabs = within(dialog).getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['SMS', 'Email', 'Bank account', 'Google Authenticator']);
  expect(within(dialog).getByLabelText('Bound mobile number')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Bank account' }));
  expect(within(dialog).getByLabelText('Bank account name')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Google Authenticator' }));
  expect(within(dialog).getByLabelText('Google verification code')).toBeInTheDocument();
});

it('completes the login by email and applies the after-login rules of a password login', async () => {
  const { dialog, fetchMock, onSignedIn } = renderVerify(
    [{ path: '/wps/session/login/verify', body: envelope(loginResult()) }],
    ['EMAIL'],
    WEAK_PASSWORD,
  );
  expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(within(dialog).getByLabelText('Bound email address')).toHaveAccessibleDescription('Input cannot be empty');
  await userEvent.type(within(dialog).getByLabelText('Bound email address'), 'demo01@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ step: 'changePassword' })));
  expect(await encFieldsOf(fetchMock, keys, '/wps/session/login/verify')).toEqual({
    verifyToken: 'vt-1',
    method: 'EMAIL',
    email: 'demo01@example.com',
  });
});

it('verifies by SMS with the bound number and the code sent to it', async () => {
  const { dialog, fetchMock, onSignedIn } = renderVerify(
    [
      { path: '/wps/verification/sms/noLogin', body: envelope({ expiredMinutes: 1 }) },
      { path: '/wps/session/login/verify', body: envelope(loginResult()) },
    ],
    ['SMS'],
  );
  await userEvent.type(within(dialog).getByLabelText('Bound mobile number'), '09171234567');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await within(dialog).findByRole('button', { name: /Resend in/ });
  await userEvent.type(within(dialog).getByLabelText('Verification code'), '234567');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ step: 'done' }));
  expect(await encFieldsOf(fetchMock, keys, '/wps/session/login/verify')).toEqual({
    verifyToken: 'vt-1',
    method: 'SMS',
    mobileNum: '09171234567',
    countryDialingCode: '63',
    verificationCode: '234567',
  });
});

it('keeps the details on a mismatch, and sends the user back to log in when the token is gone', async () => {
  const { dialog, onBackToLogin } = renderVerify(
    [
      { path: '/wps/session/login/verify', times: 1, body: businessError('Verification failed: the details do not match', null, 'VERIFY_FAILED') },
      { path: '/wps/session/login/verify', body: businessError('The verification has expired, please log in again', null, 'VERIFY_TOKEN_INVALID') },
    ],
    ['BANK'],
  );
  await userEvent.type(within(dialog).getByLabelText('Bank account name'), 'WRONG NAME');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Verification failed: the details do not match');
  expect(within(dialog).getByLabelText('Bank account name')).toHaveValue('WRONG NAME');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Back to log in' }));
  expect(onBackToLogin).toHaveBeenCalled();
});
