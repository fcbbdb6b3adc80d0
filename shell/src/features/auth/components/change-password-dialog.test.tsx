import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberInfoAtom, sharedStore } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, testMember, type MockRoute, type TestEncryptionKeys } from '@gp/kernel/testing';
import { encFieldsOf, renderSession, requestsTo, resetSession, setUpEncryption, WEAK_PASSWORD } from '../../../testing/session/setup';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog';

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await setUpEncryption();
});

beforeEach(resetSession);

function renderChange(routes: MockRoute[], props: Partial<ChangePasswordDialogProps> = {}, type = 0) {
  const fetchMock = mockFetchRoutes(routes);
  const handlers = { onClose: jest.fn(), onChanged: jest.fn() };
  renderSession(<ChangePasswordDialog open forced={false} {...handlers} {...props} />, {
    session: { token: 'tok-1', member: testMember({ type }) },
  });
  return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Change password' }), ...handlers };
}

async function fill(dialog: HTMLElement, values: { old?: string; next: string; confirm: string }) {
  if (values.old !== undefined) await userEvent.type(within(dialog).getByLabelText('Current password'), values.old);
  await userEvent.type(within(dialog).getByLabelText('New password'), values.next);
  await userEvent.type(within(dialog).getByLabelText('Confirm new password'), values.confirm);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

it('asks for the current password, a new one by the rule and an equal confirmation', async () => {
  const { dialog, fetchMock } = renderChange([]);
  await fill(dialog, { next: WEAK_PASSWORD, confirm: 'Other@2026' });
  expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription('Input cannot be empty');
  expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(/The default password cannot be used/);
  expect(within(dialog).getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two passwords are inconsistent');
  expect(fetchMock.requests).toHaveLength(0);
});

it('does not ask again for a password just typed (forced change after login), then reloads member info', async () => {
  const { dialog, fetchMock, onChanged } = renderChange(
    [
      { path: '/wps/member/password', method: 'POST', body: envelope(null) },
      { path: '/wps/member/info', body: envelope(testMember({ nickname: 'Reloaded' })) },
    ],
    { forced: true, knownOldPassword: WEAK_PASSWORD },
  );
  expect(dialog).toHaveTextContent('For your security, please set a new password before you continue.');
  expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
  await fill(dialog, { next: 'Strong@2026', confirm: 'Strong@2026' });
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(await encFieldsOf(fetchMock, keys, '/wps/member/password')).toEqual({
    oldPassword: WEAK_PASSWORD,
    newPassword: 'Strong@2026',
    confirmNewPassword: 'Strong@2026',
  });
  expect(requestsTo(fetchMock, '/wps/member/password')[0]?.headers.get('token')).toBe('tok-1');
  expect(sharedStore.get(memberInfoAtom)?.nickname).toBe('Reloaded');
});

it('puts the server refusal under the field it concerns', async () => {
  const { dialog, onChanged } = renderChange([
    { path: '/wps/member/password', body: businessError('The old password is incorrect', null, 'OLD_PASSWORD_INCORRECT') },
  ]);
  await fill(dialog, { old: 'Wrong@2026', next: 'Strong@2026', confirm: 'Strong@2026' });
  await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription('The old password is incorrect'));
  expect(within(dialog).getByLabelText('New password')).toHaveValue('Strong@2026');
  expect(onChanged).not.toHaveBeenCalled();
});

it('tells a trial account it needs a real one', () => {
  const { dialog } = renderChange([], {}, 4);
  expect(dialog).toHaveTextContent('This is a trial account. Please register a real account to use this feature.');
  expect(within(dialog).queryByLabelText('New password')).not.toBeInTheDocument();
});
