import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent, tokenAtom } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, type MockRoute } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { renderPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import { LIMIT_KINDS, LIMIT_PERIODS, type Limit, type LimitKind, type LimitPeriod } from '../../../lib/responsible-gambling/limits';
import { ResponsibleGamblingPage } from './responsible-gambling-page';

jest.setTimeout(30_000);

const LIMITS_PATH = '/wps/member/rg/limits';
const CONFIRM_PATH = '/wps/member/rg/limits/confirm';
const REMINDER_PATH = '/wps/member/sessionReminder';
const EXCLUSION_PATH = '/wps/member/rg/exclusion';

const limit = (kind: LimitKind, period: LimitPeriod, extra: Partial<Limit> = {}): Limit => ({
  kind,
  period,
  limit: null,
  pending: null,
  used: 0,
  left: null,
  resets: '2026-11-29T00:00:00+08:00',
  ...extra,
});

/** The nine limits, with `changes` replacing some. */
function limitsWith(...changes: Limit[]) {
  const all = LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => changes.find((c) => c.kind === kind && c.period === period) ?? limit(kind, period)));
  return { limits: all, limitPrompt: false };
}

function renderRg(routes: MockRoute[]) {
  const fetchMock = mockFetchRoutes([...routes, { path: REMINDER_PATH, method: 'GET', body: envelope({ minutes: 0, choices: [0, 15, 30, 60, 120] }) }]);
  const { store } = renderPage(<ResponsibleGamblingPage />);
  return Object.assign(fetchMock, { store });
}

const posted = (fetchMock: ReturnType<typeof mockFetchRoutes>, path: string) => fetchMock.requests.filter((r) => r.path === path && r.method === 'POST').map((r) => r.body);
const limitsRegion = () => screen.findByRole('region', { name: en.rg.limits.title });
const rowButton = (action: string, kind: string, period: string) => ({ name: `${action}: ${kind}, ${period}` });

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('Responsible gambling: limits', () => {
  it('shows the three limits per day, week and month; sets a first loss limit (it applies at once) after checking the amount', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderRg([
      { path: LIMITS_PATH, method: 'GET', body: envelope(limitsWith()) },
      { path: LIMITS_PATH, method: 'POST', body: envelope(limitsWith(limit('loss', 'week', { limit: 5000, left: 5000 }))) },
    ]);
    const region = await limitsRegion();
    for (const kind of [en.rg.limits.deposit, en.rg.limits.loss, en.rg.limits.wager]) {
      const group = await within(region).findByRole('group', { name: kind });
      expect(within(group).getAllByText(en.rg.limits.none)).toHaveLength(3);
    }
    await user.click(within(region).getByRole('button', rowButton(en.rg.set, en.rg.limits.loss, en.rg.limits.week)));
    const dialog = screen.getByRole('dialog', { name: 'Loss limit: Per week' });
    expect(within(dialog).queryByRole('button', { name: en.rg.limits.remove })).not.toBeInTheDocument();
    const field = within(dialog).getByLabelText(en.rg.limits.field);
    await user.type(field, '2000000');
    await user.click(within(dialog).getByRole('button', { name: en.rg.limits.save }));
    expect(field).toHaveAccessibleDescription(/The amount is above 1,000,000.00/);
    expect(posted(fetchMock, LIMITS_PATH)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '5000');
    await user.dblClick(within(dialog).getByRole('button', { name: en.rg.limits.save }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your limit is now ₱5,000.00.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(within(region).getByRole('group', { name: en.rg.limits.loss })).findByText('₱5,000.00 · Left: ₱5,000.00')).toBeInTheDocument();
    expect(posted(fetchMock, LIMITS_PATH)).toEqual([{ kind: 'loss', period: 'week', limit: 5000 }]);
  });

  it('a raise waits: the row says from when; a refusal keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const current = limit('deposit', 'day', { limit: 3000, used: 1000, left: 2000 });
    const fetchMock = renderRg([
      { path: LIMITS_PATH, method: 'GET', body: envelope(limitsWith(current)) },
      { path: LIMITS_PATH, method: 'POST', body: businessError('The limit must be an amount above 0', { errors: { limit: 'The limit must be an amount above 0' } }, 'INVALID_LIMIT'), times: 1 },
      { path: LIMITS_PATH, method: 'POST', body: envelope(limitsWith({ ...current, pending: { limit: 8000, from: '2026-11-26T22:40:00+08:00', confirmable: false } })) },
    ]);
    const region = await limitsRegion();
    await user.click(await within(region).findByRole('button', rowButton(en.rg.change, en.rg.limits.deposit, en.rg.limits.day)));
    const dialog = screen.getByRole('dialog', { name: 'Deposit limit: Per day' });
    expect(within(dialog).getByText(en.rg.limits.rule)).toBeInTheDocument();
    const field = within(dialog).getByLabelText(en.rg.limits.field);
    expect(field).toHaveValue('3000');
    await user.clear(field);
    await user.type(field, '8000');
    await user.click(within(dialog).getByRole('button', { name: en.rg.limits.save }));
    expect(await within(dialog).findByText('The limit must be an amount above 0')).toBeInTheDocument();
    expect(field).toHaveValue('8000');
    await user.click(within(dialog).getByRole('button', { name: en.rg.limits.save }));
    expect(await screen.findByRole('status')).toHaveTextContent('You can confirm your change from 2026-11-26 22:40:00.');
    const deposit = within(region).getByRole('group', { name: en.rg.limits.deposit });
    expect(await within(deposit).findByText('From 2026-11-26 22:40:00: ₱8,000.00')).toBeInTheDocument();
    expect(within(deposit).getByText('₱3,000.00 · Left: ₱2,000.00')).toBeInTheDocument();
    expect(within(deposit).queryByRole('button', { name: /Confirm change/ })).not.toBeInTheDocument();
    expect(posted(fetchMock, LIMITS_PATH)).toEqual([{ kind: 'deposit', period: 'day', limit: 8000 }, { kind: 'deposit', period: 'day', limit: 8000 }]);
  });

  it('after 24 hours a pending removal needs the confirmation, then applies', async () => {
    const user = userEvent.setup({ delay: null });
    const ready = limit('wager', 'month', { limit: 900, left: 400, used: 500, pending: { limit: null, from: '2026-11-26T22:40:00+08:00', confirmable: true } });
    const fetchMock = renderRg([
      { path: LIMITS_PATH, method: 'GET', body: envelope(limitsWith(ready)) },
      { path: CONFIRM_PATH, method: 'POST', body: envelope(limitsWith()) },
    ]);
    const region = await limitsRegion();
    const wager = await within(region).findByRole('group', { name: en.rg.limits.wager });
    expect(await within(wager).findByText('Your change to no limit is ready. Confirm it to apply it.')).toBeInTheDocument();
    await user.click(within(wager).getByRole('button', rowButton(en.rg.limits.confirm, en.rg.limits.wager, en.rg.limits.month)));
    expect(await screen.findByRole('status')).toHaveTextContent('Your change is confirmed: no limit.');
    await waitFor(() => expect(within(wager).getAllByText(en.rg.limits.none)).toHaveLength(3));
    expect(posted(fetchMock, CONFIRM_PATH)).toEqual([{ kind: 'wager', period: 'month' }]);
  });
});

describe('Responsible gambling: time-out and self-exclusion', () => {
  it('a time-out starts only after the dialog says what happens; then it says until when and signs out', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderRg([
      { path: LIMITS_PATH, method: 'GET', body: envelope(limitsWith()) },
      { path: EXCLUSION_PATH, method: 'POST', body: envelope({ kind: 'timeout', choice: '7d', since: '2026-11-28T10:00:00+08:00', until: '2026-12-05T10:00:00+08:00', endableFrom: null }) },
    ]);
    const form = await screen.findByRole('form', { name: en.rg.timeout.title });
    const group = within(form).getByRole('group', { name: en.rg.timeout.field });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['24 hours', '7 days', '30 days', '6 weeks']);
    await user.click(within(form).getByRole('button', { name: en.rg.timeout.start }));
    expect(within(form).getByRole('alert')).toHaveTextContent(en.field.required);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: '7 days' }));
    await user.click(within(form).getByRole('button', { name: en.rg.timeout.start }));
    let dialog = screen.getByRole('dialog', { name: 'Start a time-out of 7 days?' });
    expect(dialog).toHaveTextContent('You will be logged out now and cannot log in for 7 days. A time-out cannot be ended early.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted(fetchMock, EXCLUSION_PATH)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: en.rg.timeout.start }));
    dialog = screen.getByRole('dialog', { name: 'Start a time-out of 7 days?' });
    await user.click(within(dialog).getByRole('button', { name: en.rg.timeout.confirm }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent('Your time-out has started. You can log in again from 2026-12-05 10:00:00.');
    expect(posted(fetchMock, EXCLUSION_PATH)).toEqual([{ choice: '7d' }]);
    expect(fetchMock.store.get(tokenAtom)).toBe('tok-member');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
    expect(fetchMock.store.get(tokenAtom)).toBeNull();
  });

  it('self-exclusion: four lengths; permanent says it plainly; a failure keeps the dialog with the message', async () => {
    const user = userEvent.setup({ delay: null });
    renderRg([
      { path: LIMITS_PATH, method: 'GET', body: envelope(limitsWith()) },
      { path: EXCLUSION_PATH, method: 'POST', body: businessError('Choose a time-out', null, 'INVALID_CHOICE'), times: 1 },
      { path: EXCLUSION_PATH, method: 'POST', body: envelope({ kind: 'selfExclusion', choice: 'permanent', since: '2026-11-28T10:00:00+08:00', until: null, endableFrom: '2027-05-28T10:00:00+08:00' }) },
    ]);
    const form = await screen.findByRole('form', { name: en.rg.exclusion.title });
    const group = within(form).getByRole('group', { name: en.rg.exclusion.field });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['6 months', '1 year', '5 years', 'Permanent']);
    await user.click(within(group).getByRole('radio', { name: '1 year' }));
    await user.click(within(form).getByRole('button', { name: en.rg.exclusion.start }));
    expect(screen.getByRole('dialog', { name: 'Self-exclude for 1 year?' })).toHaveTextContent('The first 6 months cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(group).getByRole('radio', { name: 'Permanent' }));
    await user.click(within(form).getByRole('button', { name: en.rg.exclusion.start }));
    const dialog = screen.getByRole('dialog', { name: en.rg.exclusion.confirmTitlePermanent });
    expect(dialog).toHaveTextContent(en.rg.exclusion.confirmTextPermanent);
    await user.click(within(dialog).getByRole('button', { name: en.rg.exclusion.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a time-out');
    await user.click(within(dialog).getByRole('button', { name: en.rg.exclusion.confirm }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent(en.rg.exclusion.donePermanent);
  });
});

describe('Responsible gambling: session reminder', () => {
  it('chooses every 30 minutes: saved once, the page says it, and the shell hears it on the bus', async () => {
    const user = userEvent.setup({ delay: null });
    const heard: number[] = [];
    const stop = onEvent('session-reminder-changed', ({ minutes }) => heard.push(minutes));
    const fetchMock = renderRg([
      { path: LIMITS_PATH, method: 'GET', body: envelope(limitsWith()) },
      { path: REMINDER_PATH, method: 'POST', body: envelope({ minutes: 30, choices: [0, 15, 30, 60, 120] }) },
    ]);
    const card = await screen.findByRole('region', { name: en.rg.reminder.label });
    expect(await within(card).findByText(en.rg.reminder.off)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${en.rg.change}: ${en.rg.reminder.label}` }));
    const dialog = screen.getByRole('dialog', { name: en.rg.reminder.title });
    const group = within(dialog).getByRole('group', { name: en.rg.reminder.field });
    expect(within(group).getByRole('radio', { name: en.rg.reminder.off })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Every 30 minutes' }));
    await user.dblClick(within(dialog).getByRole('button', { name: en.form.save }));
    expect(await within(card).findByText('Every 30 minutes')).toBeInTheDocument();
    expect(posted(fetchMock, REMINDER_PATH)).toEqual([{ minutes: 30 }]);
    expect(heard).toEqual([30]);
    expect(screen.getByRole('status')).toHaveTextContent('We will remind you every 30 minutes.');
    stop();
  });
});
