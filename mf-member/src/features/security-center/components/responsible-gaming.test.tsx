import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, type MockRoute } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { renderPage as renderMemberPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import type { DepositLimit } from '../api/deposit-limit';
import { ResponsibleGaming } from './responsible-gaming';

jest.setTimeout(30_000);

const LIMIT_PATH = '/wps/member/depositLimit';
const REMINDER_PATH = '/wps/member/sessionReminder';
const NONE: DepositLimit = { limit: null, pending: null, usedToday: 0, leftToday: null };

function renderCard(routes: MockRoute[]) {
  const notices: Array<string | null> = [];
  const fetchMock = mockFetchRoutes([...routes, { path: REMINDER_PATH, method: 'GET', body: envelope({ minutes: 0, choices: [0, 15, 30, 60, 120] }) }]);
  renderMemberPage(<ResponsibleGaming onNotice={(message) => notices.push(message)} />);
  return { fetchMock, notices };
}

const posted = (fetchMock: ReturnType<typeof mockFetchRoutes>) => fetchMock.requests.filter((r) => r.path === LIMIT_PATH && r.method === 'POST').map((r) => r.body);

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('Responsible gaming: daily deposit limit', () => {
  it('sets a first limit (it applies at once) after checking the amount', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, notices } = renderCard([
      { path: LIMIT_PATH, method: 'GET', body: envelope(NONE) },
      { path: LIMIT_PATH, method: 'POST', body: envelope({ limit: 5000, pending: null, usedToday: 0, leftToday: 5000 }) },
    ]);
    const card = await screen.findByRole('region', { name: en.rg.title });
    expect(await within(card).findByText(en.rg.limit.none)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${en.rg.set}: ${en.rg.limit.label}` }));
    const dialog = screen.getByRole('dialog', { name: en.rg.limit.title });
    expect(within(dialog).queryByRole('button', { name: en.rg.limit.remove })).not.toBeInTheDocument();
    const field = within(dialog).getByLabelText(en.rg.limit.field);

    await user.type(field, '12.345');
    await user.click(within(dialog).getByRole('button', { name: en.rg.limit.save }));
    expect(field).toHaveAccessibleDescription(new RegExp(en.amount.format));
    await user.clear(field);
    await user.type(field, '2000000');
    await user.click(within(dialog).getByRole('button', { name: en.rg.limit.save }));
    expect(field).toHaveAccessibleDescription(/The amount is above 1,000,000.00/);
    expect(posted(fetchMock)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '5000');
    await user.dblClick(within(dialog).getByRole('button', { name: en.rg.limit.save }));
    expect(await within(card).findByText('₱5,000.00 a day')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([{ limit: 5000 }]);
    expect(notices.at(-1)).toBe('Your daily deposit limit is now ₱5,000.00.');
  });

  it('a raise waits 24 hours: the card says from when, the old limit and what is left today', async () => {
    const user = userEvent.setup({ delay: null });
    const current: DepositLimit = { limit: 3000, pending: null, usedToday: 1000, leftToday: 2000 };
    const { fetchMock, notices } = renderCard([
      { path: LIMIT_PATH, method: 'GET', body: envelope(current) },
      { path: LIMIT_PATH, method: 'POST', body: envelope({ ...current, pending: { limit: 8000, from: '2026-11-26T22:40:00+08:00' } }) },
    ]);
    const card = await screen.findByRole('region', { name: en.rg.title });
    expect(await within(card).findByText('Left today: ₱2,000.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${en.rg.change}: ${en.rg.limit.label}` }));
    const dialog = screen.getByRole('dialog', { name: en.rg.limit.title });
    expect(within(dialog).getByText(en.rg.limit.rule)).toBeInTheDocument();
    const field = within(dialog).getByLabelText(en.rg.limit.field);
    expect(field).toHaveValue('3000');
    await user.clear(field);
    await user.type(field, '8000');
    await user.click(within(dialog).getByRole('button', { name: en.rg.limit.save }));
    expect(await within(card).findByText('From 2026-11-26 22:40:00: ₱8,000.00')).toBeInTheDocument();
    expect(within(card).getByText('₱3,000.00 a day')).toBeInTheDocument();
    expect(notices.at(-1)).toBe('Your change applies from 2026-11-26 22:40:00.');
    expect(posted(fetchMock)).toEqual([{ limit: 8000 }]);
  });

  it('removes the limit (after 24 hours) and a refusal stays in the dialog with what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const current: DepositLimit = { limit: 3000, pending: null, usedToday: 0, leftToday: 3000 };
    const { fetchMock } = renderCard([
      { path: LIMIT_PATH, method: 'GET', body: envelope(current) },
      { path: LIMIT_PATH, method: 'POST', body: businessError('The limit must be an amount above 0', { errors: { limit: 'The limit must be an amount above 0' } }, 'INVALID_LIMIT'), times: 1 },
      { path: LIMIT_PATH, method: 'POST', body: envelope({ ...current, pending: { limit: null, from: '2026-11-26T22:40:00+08:00' } }) },
    ]);
    const card = await screen.findByRole('region', { name: en.rg.title });
    await user.click(await within(card).findByRole('button', { name: `${en.rg.change}: ${en.rg.limit.label}` }));
    const dialog = screen.getByRole('dialog', { name: en.rg.limit.title });
    const field = within(dialog).getByLabelText(en.rg.limit.field);
    await user.clear(field);
    await user.type(field, '2500');
    await user.click(within(dialog).getByRole('button', { name: en.rg.limit.save }));
    expect(await within(dialog).findByText('The limit must be an amount above 0')).toBeInTheDocument();
    expect(field).toHaveValue('2500');

    await user.click(within(dialog).getByRole('button', { name: en.rg.limit.remove }));
    expect(await within(card).findByText('From 2026-11-26 22:40:00: no limit')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([{ limit: 2500 }, { limit: null }]);
  });
});

describe('Responsible gaming: session reminder', () => {
  it('chooses every 30 minutes: saved once, the card says it, and the shell hears it on the bus', async () => {
    const user = userEvent.setup({ delay: null });
    const heard: number[] = [];
    const stop = onEvent('session-reminder-changed', ({ minutes }) => heard.push(minutes));
    const { fetchMock, notices } = renderCard([
      { path: LIMIT_PATH, method: 'GET', body: envelope(NONE) },
      { path: REMINDER_PATH, method: 'POST', body: envelope({ minutes: 30, choices: [0, 15, 30, 60, 120] }) },
    ]);
    const card = await screen.findByRole('region', { name: en.rg.title });
    expect(await within(card).findByText(en.rg.reminder.off)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${en.rg.change}: ${en.rg.reminder.label}` }));
    const dialog = screen.getByRole('dialog', { name: en.rg.reminder.title });
    const group = within(dialog).getByRole('group', { name: en.rg.reminder.field });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '15', '30', '60', '120']);
    expect(within(group).getByRole('radio', { name: en.rg.reminder.off })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Every 30 minutes' }));
    await user.dblClick(within(dialog).getByRole('button', { name: en.form.save }));
    expect(await within(card).findByText('Every 30 minutes')).toBeInTheDocument();
    expect(fetchMock.requests.filter((r) => r.path === REMINDER_PATH && r.method === 'POST').map((r) => r.body)).toEqual([{ minutes: 30 }]);
    expect(heard).toEqual([30]);
    expect(notices.at(-1)).toBe('We will remind you every 30 minutes.');
    stop();
  });

  it('a refused save keeps the dialog and tells nobody', async () => {
    const user = userEvent.setup({ delay: null });
    const heard: number[] = [];
    const stop = onEvent('session-reminder-changed', ({ minutes }) => heard.push(minutes));
    renderCard([
      { path: LIMIT_PATH, method: 'GET', body: envelope(NONE) },
      { path: REMINDER_PATH, method: 'POST', body: businessError('Choose a reminder of 0 (off), 15, 30, 60 or 120 minutes', null, 'INVALID_REMINDER') },
    ]);
    const card = await screen.findByRole('region', { name: en.rg.title });
    await user.click(await within(card).findByRole('button', { name: `${en.rg.change}: ${en.rg.reminder.label}` }));
    const dialog = screen.getByRole('dialog', { name: en.rg.reminder.title });
    await user.click(within(dialog).getByRole('radio', { name: 'Every 15 minutes' }));
    await user.click(within(dialog).getByRole('button', { name: en.form.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reminder of 0 (off), 15, 30, 60 or 120 minutes');
    expect(within(dialog).getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
    expect(heard).toEqual([]);
    stop();
  });
});
