import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, envelope, mockFetchRoutes, type MockRoute, type TestEncryptionKeys } from '@gp/kernel/testing';
import { encFieldsOf, renderSession, requestsTo, resetSession, setUpEncryption } from '../../../testing/session/setup';
import { LoginDialog } from './login-dialog';

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await setUpEncryption();
});

beforeEach(() => {
  resetSession();
});

const LOGIN = '/wps/session/login';
const END = '/wps/session/selfExclusion/end';
const PAST = '2026-05-28T10:00:00+08:00';
const FUTURE = '2099-05-28T10:00:00+08:00';

const exclusion = (choice: string, until: string | null, endableFrom: string) => ({ kind: 'selfExclusion', choice, since: '2025-11-28T10:00:00+08:00', until, endableFrom });
const refused = (value: unknown): MockRoute => ({ path: LOGIN, body: businessError('Your account is self-excluded. You cannot log in until it ends', value, 'SELF_EXCLUDED') });

async function refusedLogin(routes: MockRoute[]) {
  const fetchMock = mockFetchRoutes(routes);
  renderSession(<LoginDialog open onClose={jest.fn()} onSignedIn={jest.fn()} onNeedsVerification={jest.fn()} onForgotPassword={jest.fn()} onRegister={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(dialog).getByLabelText('Username'), ' demo01 ');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await within(dialog).findByRole('alert');
  return { dialog, fetchMock };
}

describe('a login refused for a self-exclusion', () => {
  it('within the first 6 months: says when it ends and from when it can be ended, with no button', async () => {
    const { dialog, fetchMock } = await refusedLogin([refused(exclusion('1y', '2099-11-28T10:00:00+08:00', FUTURE))]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your account is self-excluded until 2099-11-28 10:00. You cannot log in before then.');
    expect(within(dialog).getByText(/^You can ask to end your self-exclusion from May 28, 2099, 10:00 AM GMT\+8\.$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ask to end self-exclusion' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, END)).toHaveLength(0);
  });

  it('a time-out offers no way to end it', async () => {
    const { dialog } = await refusedLogin([{ path: LOGIN, body: businessError('Time-out', { kind: 'timeout', choice: '7d', since: PAST, until: FUTURE, endableFrom: null }, 'TIMED_OUT') }]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your account is on a time-out until 2099-05-28 10:00.');
    expect(within(dialog).queryByRole('button', { name: 'Ask to end self-exclusion' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/ask to end/)).not.toBeInTheDocument();
  });

  it('after 6 months: asks once, after a confirmation of the 24-hour cooling-off, with the typed credentials; shows the new end', async () => {
    const { dialog, fetchMock } = await refusedLogin([
      refused(exclusion('1y', '2027-05-28T10:00:00+08:00', PAST)),
      { path: END, body: envelope(exclusion('1y', '2026-11-29T12:30:00+08:00', PAST)) },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to end self-exclusion' }));
    let confirmation = within(dialog).getByRole('group', { name: 'End your self-exclusion early?' });
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent('it ends after a cooling-off of 24 hours from your request');
    expect(confirmation).toHaveTextContent('If you change your mind before it ends, contact customer service and we will keep your self-exclusion in place.');
    // Cancel sends nothing.
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('group', { name: 'End your self-exclusion early?' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, END)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to end self-exclusion' }));
    confirmation = within(dialog).getByRole('group', { name: 'End your self-exclusion early?' });
    await userEvent.dblClick(within(confirmation).getByRole('button', { name: 'Yes, ask to end it' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Request received. Your self-exclusion ends on Nov 29, 2026, 12:30 PM GMT+8. You can log in from then.');
    expect(requestsTo(fetchMock, END)).toHaveLength(1);
    expect(await encFieldsOf(fetchMock, keys, END)).toEqual({ username: 'demo01', password: 'Demo@2026' });
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText('Username')).toHaveValue(' demo01 ');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Demo@2026');
  });

  it('a permanent one: the confirmation states the 7-day cooling-off', async () => {
    const { dialog } = await refusedLogin([refused(exclusion('permanent', null, PAST))]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your account is self-excluded with no end date. You cannot log in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to end self-exclusion' }));
    expect(within(dialog).getByRole('group', { name: 'End your self-exclusion early?' })).toHaveTextContent('it ends after a cooling-off of 7 days from your request');
  });

  it('refused as still locked (EXCLUSION_LOCKED): says from when, and the button goes', async () => {
    const { dialog } = await refusedLogin([
      refused(exclusion('5y', '2030-05-28T10:00:00+08:00', PAST)),
      { path: END, body: businessError('The first 6 months of a self-exclusion cannot be undone', exclusion('5y', '2030-05-28T10:00:00+08:00', FUTURE), 'EXCLUSION_LOCKED') },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to end self-exclusion' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, ask to end it' }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2));
    expect(within(dialog).getAllByRole('alert')[1]).toHaveTextContent('The first 6 months of a self-exclusion cannot be undone. You can ask to end it from May 28, 2099, 10:00 AM GMT+8.');
    expect(within(dialog).queryByRole('button', { name: /ask to end/i })).not.toBeInTheDocument();
  });

  it('an unreadable answer shows the catalogue message and keeps the confirmation to try again', async () => {
    const { dialog } = await refusedLogin([refused(exclusion('1y', '2027-05-28T10:00:00+08:00', PAST)), { path: END, body: envelope({ kind: 'selfExclusion' }) }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to end self-exclusion' }));
    const confirmation = within(dialog).getByRole('group', { name: 'End your self-exclusion early?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Yes, ask to end it' }));
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent('Unknown error.');
    expect(within(confirmation).getByRole('button', { name: 'Yes, ask to end it' })).toBeEnabled();
  });
});
