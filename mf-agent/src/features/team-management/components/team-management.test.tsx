import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, createTestEncryptionKeys, envelope, mockFetchRoutes, setTestRuntimeConfig, type TestEncryptionKeys } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { renderPage } from '../../../testing/render-page';
import type { DownlineRow } from '../api/downlines';
import { TeamManagement } from './team-management';

jest.setTimeout(30_000);

const LIST = '/wps/relay/ODSFE2_subordinateList';
const INFO = '/wps/relay/MCS2_transferDownlineInfo';
const TRANSFER = '/wps/relay/passwordCheck/MCS2_transferDownline';

function row(account: string, overrides: Partial<DownlineRow> = {}): DownlineRow {
  return {
    id: account.length * 100 + account.charCodeAt(account.length - 1),
    account,
    nickname: `Nick ${account}`,
    userType: 'AGENT',
    type: 1,
    level: 1,
    directUpline: 'agent01',
    balance: 1500,
    rebateRate: 1.5,
    online: true,
    status: 1,
    registerTime: '2026-10-01T10:00:00+08:00',
    lastLoginTime: '2026-11-25T09:30:00+08:00',
    remark: '',
    directCount: 3,
    teamSize: 12,
    ...overrides,
  };
}

function page(list: DownlineRow[], breadcrumb: string[], totalPages = 1) {
  return envelope({
    list,
    page: 1,
    size: 13,
    totalElements: list.length,
    totalPages,
    footer: { count: list.length, balance: list.reduce((sum, r) => sum + r.balance, 0) },
    parent: null,
    breadcrumb: breadcrumb.map((account) => ({ account, nickname: '' })),
  });
}

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

function listRoutes() {
  return [
    { path: LIST, body: page([row('agent03'), row('dl0002', { userType: 'MEMBER', type: 0, directCount: 0, online: false, status: 0 })], ['agent01'], 3) },
  ];
}

describe('downlineManagmentView', () => {
  it('lists the direct downlines; search, status and online filters go to the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes(listRoutes());
    renderPage(<TeamManagement />);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('button', { name: 'Open the team of agent03 (3 direct)' })).toBeInTheDocument();
    expect(within(table).getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('Accounts: 2. Balance: ₱3,000.00.')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: en.team.filters });
    await user.type(within(search).getByLabelText(en.team.account), 'dl00');
    await user.selectOptions(within(search).getByLabelText(en.team.status), 'Normal');
    await user.selectOptions(within(search).getByLabelText(en.team.online), 'Offline');
    await user.click(within(search).getByRole('button', { name: en.team.search }));

    await waitFor(() => expect(fetchMock.requests).toHaveLength(2));
    const params = fetchMock.requests[1]?.url.searchParams;
    expect(params?.get('account')).toBe('dl00');
    expect(params?.get('status')).toBe('1');
    expect(params?.get('online')).toBe('0');
    expect(params?.get('page')).toBe('1');

    // The next page is offered once the filtered page is on screen.
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(fetchMock.requests.at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('drills into a downline team and back up with the breadcrumb', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: LIST, body: page([row('agent03')], ['agent01']), times: 1 },
      { path: LIST, body: page([row('dl0100', { level: 2, directUpline: 'agent03' })], ['agent01', 'agent03']), times: 1 },
      { path: LIST, body: page([row('agent03')], ['agent01']) },
    ]);
    renderPage(<TeamManagement />);

    await user.click(await screen.findByRole('button', { name: 'Open the team of agent03 (3 direct)' }));

    expect(await screen.findByRole('button', { name: 'Open the team of dl0100 (3 direct)' })).toBeInTheDocument();
    expect(fetchMock.requests[1]?.url.searchParams.get('parentAccount')).toBe('agent03');
    const path = screen.getByRole('navigation', { name: en.team.path });
    expect(within(path).getByText('agent03')).toHaveAttribute('aria-current', 'page');

    await user.click(within(path).getByRole('button', { name: en.team.myTeam }));
    expect(await screen.findByRole('button', { name: 'Open the team of agent03 (3 direct)' })).toBeInTheDocument();
    expect(fetchMock.requests[2]?.url.searchParams.get('parentAccount')).toBeNull();
  });

  it('transfers to a downline once, with the withdrawal password, and shows both new balances', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      ...listRoutes(),
      { path: INFO, body: envelope({ allowed: true, account: 'agent03', nickname: 'Three', downlineBalance: 1500, mainBalance: 5000, hasPaymentPassword: true, minAmount: 1, maxAmount: 50000 }) },
      { path: TRANSFER, body: businessError('Wrong withdrawal password', null, 'invalid.payment.pw'), times: 1 },
      { path: TRANSFER, body: envelope({ orderNo: 'TD1', account: 'agent03', amount: 250, remark: '', mainBalance: 4750, downlineBalance: 1750 }) },
    ]);
    renderPage(<TeamManagement />);

    await user.click(await screen.findByRole('button', { name: 'Transfer to agent03' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to agent03' });
    const form = await within(dialog).findByRole('form', { name: en.transfer.form });
    expect(within(dialog).getByText('₱5,000.00')).toBeInTheDocument();

    // Above the balance: refused before anything is sent.
    await user.type(within(form).getByLabelText(kitEn.transfer.amount), '6000');
    await user.type(within(form).getByLabelText(kitEn.transfer.paymentPassword), '111111');
    await user.click(within(form).getByRole('button', { name: en.transfer.submit }));
    expect(within(form).getByLabelText(kitEn.transfer.amount)).toHaveAccessibleDescription(/At most 5,000.00/);
    expect(fetchMock.requests.filter((r) => r.path === TRANSFER)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(kitEn.transfer.amount));
    await user.type(within(form).getByLabelText(kitEn.transfer.amount), '250');
    await user.click(within(form).getByRole('button', { name: en.transfer.submit }));
    expect(await within(form).findByText(kitEn.transfer.wrongPassword)).toBeInTheDocument();
    expect(within(form).getByLabelText(kitEn.transfer.amount)).toHaveValue('250');

    await user.clear(within(form).getByLabelText(kitEn.transfer.paymentPassword));
    await user.type(within(form).getByLabelText(kitEn.transfer.paymentPassword), '123456');
    await user.dblClick(within(form).getByRole('button', { name: en.transfer.submit }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('₱250.00 sent to agent03. Order TD1.');
    expect(within(dialog).getByText('₱4,750.00')).toBeInTheDocument();
    expect(within(dialog).getByText('₱1,750.00')).toBeInTheDocument();
    const sent = fetchMock.requests.filter((r) => r.path === TRANSFER);
    expect(sent).toHaveLength(2);
    const { fields } = await keys.decrypt((sent[1]?.body as { value: string }).value);
    expect(fields).toMatchObject({ account: 'agent03', amount: 250, paymentPassword: '123456' });
  });

  it('transfers from the page to a downline picked from the searchable list', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      ...listRoutes(),
      { path: '/wps/relay/ODSFE2_subordinateSimple', body: envelope({ list: [{ id: 7, account: 'agent03', nickname: 'Three', userType: 'AGENT' }], page: 1, size: 100, totalElements: 1, totalPages: 1 }) },
      { path: INFO, body: envelope({ allowed: true, account: 'agent03', nickname: 'Three', downlineBalance: 1500, mainBalance: 5000, hasPaymentPassword: true, minAmount: 1, maxAmount: 50000 }) },
    ]);
    renderPage(<TeamManagement />);

    await user.click(await screen.findByRole('button', { name: en.transfer.pickTitle }));
    const dialog = await screen.findByRole('dialog', { name: en.transfer.pickTitle });
    expect(within(dialog).queryByRole('form', { name: en.transfer.form })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: en.transfer.downline }), 'agent');
    await user.click(await within(dialog).findByRole('option', { name: 'agent03 (Three)' }));
    expect(await within(dialog).findByRole('form', { name: en.transfer.form })).toBeInTheDocument();
    expect(fetchMock.requests.find((r) => r.path === INFO)?.url.searchParams.get('account')).toBe('agent03');
  });

  it('a failed list shows the message with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([{ path: LIST, body: businessError('Team unavailable'), times: 1 }, ...listRoutes()]);
    renderPage(<TeamManagement />);

    expect(await screen.findByText('Team unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers Transfer except to blocked and deleted accounts, and a contract to direct downline agents neither blocked nor deleted', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([
      {
        path: LIST,
        body: page(
          [
            row('agent03'),
            row('ta105', { status: 0 }),
            row('ta106'),
            row('ta107', { status: 7 }),
            row('ta210', { directUpline: 'agent03', level: 2 }),
            row('tm001', { userType: 'MEMBER', type: 0, directCount: 0 }),
            row('tm002', { userType: 'MEMBER', type: 0, directCount: 0, status: 7 }),
          ],
          ['agent01'],
        ),
      },
    ]);
    const renderOffer = jest.fn((account: string) => <p>Offer dialog for {account}</p>);
    renderPage(<TeamManagement renderOffer={renderOffer} />);

    const table = await screen.findByRole('table');
    const transfers = within(table).getAllByRole('button', { name: /^Transfer to / }).map((button) => button.getAttribute('aria-label'));
    expect(transfers).toEqual(['Transfer to agent03', 'Transfer to ta106', 'Transfer to ta210', 'Transfer to tm001']);
    const offers = within(table).getAllByRole('button', { name: /^Offer a contract to / }).map((button) => button.getAttribute('aria-label'));
    expect(offers).toEqual(['Offer a contract to agent03', 'Offer a contract to ta106']);

    await user.click(within(table).getByRole('button', { name: 'Offer a contract to agent03' }));
    expect(screen.getByText('Offer dialog for agent03')).toBeInTheDocument();
    expect(renderOffer).toHaveBeenLastCalledWith('agent03', expect.any(Function));
  });

  it("edits a downline's remark (50 characters at most) and links to its game records", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/MCS2_updateSubordinateRemark', method: 'POST', body: envelope(row('agent03', { remark: 'VIP team' })) },
      ...listRoutes(),
    ]);
    renderPage(<TeamManagement />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Game records of agent03' })).toHaveAttribute('href', '/agentHome/personalHistoryCopy?account=agent03');
    await user.click(within(table).getByRole('button', { name: 'Edit the remark of agent03' }));
    const dialog = screen.getByRole('dialog', { name: 'Remark on agent03' });
    // 50 characters at most: the 51st is not taken.
    await user.type(within(dialog).getByLabelText(en.team.remark), 'x'.repeat(51));
    expect(within(dialog).getByLabelText(en.team.remark)).toHaveValue('x'.repeat(50));
    await user.clear(within(dialog).getByLabelText(en.team.remark));
    await user.type(within(dialog).getByLabelText(en.team.remark), 'VIP team');
    await user.click(within(dialog).getByRole('button', { name: en.team.saveRemark }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/MCS2_updateSubordinateRemark')?.body).toEqual({ account: 'agent03', remark: 'VIP team' });
  });
});
