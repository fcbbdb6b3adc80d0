import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitEvent, sessionKindAtom } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember, type MockRoute } from '@gp/kernel/testing';
import { msUntilNextReminder } from '../hooks/use-reminder-schedule';
import { SessionReminderSlot } from './session-reminder-slot';

const SUMMARY = '/wps/member/sessionSummary';
const MINUTE = 60_000;

const summary = (playedSeconds: number, netResult: number, reminderMinutes = 15) => envelope({ startTime: '2026-11-25T20:00:00+08:00', playedSeconds, netResult, reminderMinutes });

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function renderSlot(routes: MockRoute[], type = 0) {
  const fetchMock = mockFetchRoutes([...routes, { path: '/wps/session/logout', body: envelope(null) }]);
  const result = renderWithProviders(
    <MemoryRouter initialEntries={['/member/transferFund']}>
      <SessionReminderSlot />
    </MemoryRouter>,
    { session: { token: 'tok-1', member: testMember({ type }) } },
  );
  return { ...result, fetchMock };
}

const summaryReads = (fetchMock: ReturnType<typeof mockFetchRoutes>) => fetchMock.requests.filter((r) => r.path === SUMMARY).length;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  setTestRuntimeConfig();
});

afterEach(() => {
  jest.useRealTimers();
});

it('counts whole intervals from the session start', () => {
  expect(msUntilNextReminder(10 * MINUTE, 15 * MINUTE)).toBe(5 * MINUTE);
  expect(msUntilNextReminder(15 * MINUTE, 15 * MINUTE)).toBe(15 * MINUTE);
  expect(msUntilNextReminder(0, 30 * MINUTE)).toBe(30 * MINUTE);
});

it('every 15 minutes of the session: the time played and the win or loss; Continue waits for the next 15', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  // Signed in 10 minutes ago, a reminder every 15 minutes: the first is due in 5.
  const { fetchMock } = renderSlot([
    { path: SUMMARY, body: summary(600, 0), times: 1 },
    { path: SUMMARY, body: summary(900, -50.5), times: 1 },
    { path: SUMMARY, body: summary(30 * 60, 1234.5), times: 1 },
  ]);
  await advance(0);
  expect(summaryReads(fetchMock)).toBe(1);
  await advance(5 * MINUTE - 1000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await advance(1000);

  let dialog = await screen.findByRole('dialog', { name: 'Time check' });
  expect(await within(dialog).findByText('You have played for 15 min.')).toBeInTheDocument();
  expect(within(dialog).getByText('Win or loss this session').nextSibling).toHaveTextContent('−₱50.50');
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await advance(15 * MINUTE - 1000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await advance(1000);
  dialog = await screen.findByRole('dialog', { name: 'Time check' });
  expect(await within(dialog).findByText('You have played for 30 min.')).toBeInTheDocument();
  expect(within(dialog).getByText('+₱1,234.50')).toBeInTheDocument();
  // Escape is Continue too.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a new interval from the bus applies at once, without a reload; off stops it', async () => {
  const { fetchMock } = renderSlot([
    { path: SUMMARY, body: summary(0, 0, 0), times: 1 },
    { path: SUMMARY, body: summary(60 * 60 + 65, 10) },
  ]);
  await advance(0);
  await advance(90 * MINUTE);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(summaryReads(fetchMock)).toBe(1);

  // 90 minutes in, the member chooses every hour: the next whole hour of the session is in 30 minutes.
  act(() => emitEvent('session-reminder-changed', { minutes: 60 }));
  await advance(30 * MINUTE - 1000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await advance(1000);
  const dialog = await screen.findByRole('dialog', { name: 'Time check' });
  expect(await within(dialog).findByText('You have played for 1 h 1 min.')).toBeInTheDocument();

  act(() => emitEvent('session-reminder-changed', { minutes: 0 }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await advance(180 * MINUTE);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('Log out is the normal logout: the server is told and the session ends', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  setTestRuntimeConfig({ sessionReminderMinuteMs: 1000 });
  const { fetchMock, store } = renderSlot([{ path: SUMMARY, body: summary(0, 0, 15) }]);
  await advance(0);
  // A test-scale minute of 1 s: the 15-minute reminder comes after 15 s.
  await advance(15_000);
  const dialog = await screen.findByRole('dialog', { name: 'Time check' });
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  await advance(0);
  expect(fetchMock.requests.some((r) => r.path === '/wps/session/logout' && r.method === 'DELETE')).toBe(true);
  expect(store.get(sessionKindAtom)).toBe('guest');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('runs for members only: an agent or a trial account asks nothing', async () => {
  for (const type of [1, 4]) {
    const { fetchMock, unmount } = renderSlot([{ path: SUMMARY, body: summary(0, 0, 15) }], type);
    await advance(60 * MINUTE);
    expect(summaryReads(fetchMock)).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
  }
});

it('speaks Tagalog', async () => {
  mockFetchRoutes([{ path: SUMMARY, body: summary(0, 0, 15) }]);
  renderWithProviders(
    <MemoryRouter>
      <SessionReminderSlot />
    </MemoryRouter>,
    { session: { token: 'tok-2', member: testMember() }, language: 'TY' },
  );
  // The summary arrives first (as in the tests above): the reminder is due 15 minutes from then.
  await advance(0);
  await advance(15 * MINUTE);
  const dialog = await screen.findByRole('dialog', { name: 'Oras ng paglalaro' });
  expect(within(dialog).getByRole('button', { name: 'Magpatuloy' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Mag-log out' })).toBeInTheDocument();
});
