import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { MessagesPage } from './messages-page';

const message = (id: number, subject: string, extra: Record<string, unknown> = {}) => ({
  id,
  subject,
  content: `<p>Body of ${subject}</p><img src=x onerror="window.__xss = 1">`,
  html: true,
  sender: 'PLATFORM',
  createTime: '2026-11-24T10:00:00+08:00',
  read: false,
  replyTo: null,
  ...extra,
});
const box = (list: unknown[], unread?: number) => envelope({ list, page: 1, size: 10, totalElements: list.length, totalPages: 1, ...(unread === undefined ? {} : { unread }) });

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('MessagesPage (messageV2)', () => {
  it('opens an unread message: it is marked read, the HTML is shown sanitised and the unread count goes out on the bus', async () => {
    const user = userEvent.setup({ delay: null });
    const counts: number[] = [];
    const off = onEvent('unread-changed', ({ count }) => counts.push(count));
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/CSP_getInbox', body: box([message(1, 'Welcome'), message(2, 'Security tip', { read: true })], 1) },
      { method: 'POST', path: '/wps/relay/CSP_readMessage', body: envelope({ id: 1, unread: 0 }) },
    ]);
    renderPage(<MessagesPage />);

    const inbox = await screen.findByRole('list', { name: en.messages.inbox });
    expect(within(inbox).getAllByText(en.messages.unread)).toHaveLength(1);
    await user.click(within(inbox).getByRole('button', { name: /Welcome/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(await within(dialog).findByText('Body of Welcome')).toBeInTheDocument();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await waitFor(() => expect(counts).toEqual([0]));
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/CSP_readMessage')?.body).toEqual({ id: 1 });
    await waitFor(() => expect(within(inbox).queryByText(en.messages.unread)).not.toBeInTheDocument());
    off();
  });

  it('deletes only after a confirmation and asks for the list again', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/CSP_getInbox', body: box([message(2, 'Security tip', { read: true })], 0), times: 1 },
      { path: '/wps/relay/CSP_getInbox', body: box([], 0) },
      { method: 'POST', path: '/wps/relay/CSP_deleteMessage', body: envelope({ deleted: 1, unread: 0 }) },
    ]);
    renderPage(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: /Security tip/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Security tip' })).getByRole('button', { name: en.messages.delete }));

    const confirm = await screen.findByRole('dialog', { name: en.messages.deleteTitle });
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/CSP_deleteMessage')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: en.messages.delete }));

    expect(await screen.findByText(en.messages.emptyInbox)).toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/CSP_deleteMessage')?.body).toEqual({ ids: [2] });
  });

  it('a new message checks its fields, keeps them on a refusal, and is sent to customer service', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/CSP_getInbox', body: box([], 0) },
      { method: 'POST', path: '/wps/relay/CSP_sendMessage', body: businessError('Messages are not available'), times: 1 },
      { method: 'POST', path: '/wps/relay/CSP_sendMessage', body: envelope(message(9, 'Help', { html: false, sender: 'ME', read: true, content: 'Where is my bonus?' })) },
      { path: '/wps/relay/CSP_getOutbox', body: box([]) },
    ]);
    renderPage(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: en.messages.new }));
    const dialog = await screen.findByRole('dialog', { name: en.messages.newTitle });
    await user.click(within(dialog).getByRole('button', { name: en.messages.send }));
    expect(await within(dialog).findByText(en.messages.subjectRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(en.messages.contentRequired)).toBeInTheDocument();
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/CSP_sendMessage')).toBe(false);

    await user.type(within(dialog).getByLabelText(en.messages.subject), 'Help');
    await user.type(within(dialog).getByLabelText(en.messages.content), 'Where is my bonus?');
    await user.click(within(dialog).getByRole('button', { name: en.messages.send }));
    expect(await within(dialog).findByText('Messages are not available')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(en.messages.content)).toHaveValue('Where is my bonus?');

    await user.click(within(dialog).getByRole('button', { name: en.messages.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.messages.sent);
    expect(fetchMock.requests.filter((request) => request.path === '/wps/relay/CSP_sendMessage').at(-1)?.body).toEqual({ subject: 'Help', content: 'Where is my bonus?' });
  });
});
