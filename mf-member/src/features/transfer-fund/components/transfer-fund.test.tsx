import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, testMember, type MockRoute } from '@gp/kernel/testing';
import { onEvent } from '@gp/kernel';
import { setLanguage } from '@gp/kernel/host';
import '../../../lib/i18n';
import { renderPage as renderMemberPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import { ty } from '../../../locales/ty';
import type { Wallets } from '../api/get-wallets';
import { TransferFund } from './transfer-fund';

jest.setTimeout(30_000);

function testWallets(overrides: { main?: number; pg?: number; evo?: number; maintenance?: boolean } = {}): Wallets {
  const { main = 1000, pg = 150, evo = 320.5, maintenance = false } = overrides;
  return {
    isSingle: 0,
    mainBalance: main,
    totalBalance: Math.round((main + pg + evo) * 100) / 100,
    currencySymbol: '₱',
    list: [
      { accountTypeId: 1, vassalage: 'MAIN', walletName: 'Main wallet', balance: main, maintenance: false },
      { accountTypeId: 101, vassalage: 'PG', walletName: 'Pocket Games', balance: pg, maintenance: false },
      { accountTypeId: 102, vassalage: 'EVO', walletName: 'Evolution', balance: evo, maintenance },
    ],
  };
}

const RECENT = {
  list: [
    { id: 1, orderNo: 'T1', typeId: 8202, amount: -50, walletName: 'Main wallet', accountTypeId: 1, createTime: '2026-11-25T10:00:00+08:00' },
    { id: 2, orderNo: 'T1', typeId: 8102, amount: 50, walletName: 'Pocket Games', accountTypeId: 101, createTime: '2026-11-25T10:00:00+08:00' },
  ],
};

function renderPage(routes: MockRoute[]) {
  const fetchMock = mockFetchRoutes([{ path: '/wps/relay/ODSFE2_MemTransDet', body: envelope(RECENT) }, ...routes]);
  renderMemberPage(<TransferFund />, { session: { token: 'tok-member', member: testMember({ id: 1001 }) } });
  return fetchMock;
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('TransferFund', () => {
  it('asks for the recent transfers beside the wallets, not after their answer', async () => {
    const fetchMock = renderPage([{ path: '/wps/relay/GCS_walletList', hang: true }]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.requests.map((request) => request.path)).toContain('/wps/relay/ODSFE2_MemTransDet'));
    expect(fetchMock.requests.map((request) => request.path)).toContain('/wps/relay/GCS_walletList');
  });

  it('shows the main wallet, the total, every game wallet and the recent transfers of the last 2 days', async () => {
    const fetchMock = renderPage([{ path: '/wps/relay/GCS_walletList', body: envelope(testWallets({ maintenance: true })) }]);

    expect(await screen.findByRole('heading', { level: 1, name: en.wallet.title })).toBeInTheDocument();
    expect(screen.getByLabelText(`${en.wallet.main}: ₱1,000.00`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${en.wallet.total}: ₱1,470.50`)).toBeInTheDocument();
    const games = screen.getByRole('region', { name: en.wallet.games });
    expect(within(games).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pocket Games₱150.00',
      `Evolution${en.wallet.maintenance}₱320.50`,
    ]);
    // A wallet in maintenance is not offered as a transfer target.
    expect(screen.getByRole('combobox', { name: en.wallet.gameWallet })).toHaveTextContent('Pocket Games');
    expect(screen.getByRole('combobox', { name: en.wallet.gameWallet })).not.toHaveTextContent('Evolution');

    const recent = screen.getByRole('region', { name: en.wallet.recent });
    const rows = await within(recent).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(`2026-11-25 10:00:00${en.wallet.transferOut}Main wallet−₱50.00`);
    const query = fetchMock.requests.find((request) => request.path === '/wps/relay/ODSFE2_MemTransDet')?.url.searchParams;
    expect(query?.get('typeId')).toBe('8102,8202');
    expect(query?.get('size')).toBe('20');
  });

  it('validates the amount: digits with 2 decimals, above 0, never above the source balance', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([{ path: '/wps/relay/GCS_walletList', body: envelope(testWallets()) }]);
    const form = await screen.findByRole('form', { name: en.wallet.transfer });
    const amount = within(form).getByLabelText(en.wallet.amount);
    const submit = within(form).getByRole('button', { name: en.wallet.submit });

    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(new RegExp(en.amount.required));
    for (const [typed, message] of [
      ['12.345', en.amount.format],
      ['-5', en.amount.format],
      ['1e3', en.amount.format],
      ['0', en.amount.positive],
      ['1000.01', 'The amount is above 1,000.00'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(submit);
      expect(amount).toHaveAccessibleDescription(new RegExp(message));
    }

    // Out of a game wallet, its own balance is the limit.
    await user.click(within(form).getByRole('radio', { name: en.wallet.out }));
    await user.clear(amount);
    await user.type(amount, '150.01');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(/The amount is above 150.00/);
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/GCS_walletTransfer')).toBe(false);
  });

  describe('after a language switch', () => {
    afterEach(async () => {
      await act(() => setLanguage('EN'));
    });

    it('validates in the new language without a remount, keeping what was typed', async () => {
      const user = userEvent.setup({ delay: null });
      renderPage([{ path: '/wps/relay/GCS_walletList', body: envelope(testWallets()) }]);
      const form = await screen.findByRole('form', { name: en.wallet.transfer });
      const amount = within(form).getByLabelText(en.wallet.amount);
      await user.type(amount, '12.345');
      await user.click(within(form).getByRole('button', { name: en.wallet.submit }));
      expect(amount).toHaveAccessibleDescription(new RegExp(en.amount.format));

      await act(() => setLanguage('TY'));
      expect(await screen.findByRole('form', { name: ty.wallet.transfer })).toBe(form);
      expect(within(form).getByLabelText(ty.wallet.amount)).toBe(amount);
      expect(amount).toHaveValue('12.345');

      await user.click(within(form).getByRole('button', { name: ty.wallet.submit }));
      expect(amount).toHaveAccessibleDescription(new RegExp(ty.amount.format));
      await user.clear(amount);
      await user.type(amount, '1000.01');
      await user.click(within(form).getByRole('button', { name: ty.wallet.submit }));
      expect(amount).toHaveAccessibleDescription(new RegExp(ty.amount.above.replace('{{amount}}', '1,000.00')));
    });
  });

  it('transfers once on a double click, with a requestId, updates the wallets and asks for a fresh header balance', async () => {
    const user = userEvent.setup({ delay: null });
    const refreshes = jest.fn();
    const off = onEvent('balance-refresh-requested', refreshes);
    const fetchMock = renderPage([
      { path: '/wps/relay/GCS_walletList', body: envelope(testWallets()) },
      { path: '/wps/relay/GCS_walletTransfer', body: envelope({ ...testWallets({ main: 900, pg: 250 }), orderNo: 'T9', amount: 100 }) },
    ]);
    const form = await screen.findByRole('form', { name: en.wallet.transfer });
    await user.type(within(form).getByLabelText(en.wallet.amount), '100');
    await user.dblClick(within(form).getByRole('button', { name: en.wallet.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent('₱100.00 transferred.');
    const transfers = fetchMock.requests.filter((request) => request.path === '/wps/relay/GCS_walletTransfer');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.body).toEqual({ fromAccountTypeId: 1, toAccountTypeId: 101, amount: 100, requestId: expect.any(String) });
    // The wallets render in the query's deferred pass, which may come after the notice.
    expect(await screen.findByLabelText(`${en.wallet.main}: ₱900.00`)).toBeInTheDocument();
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText(en.wallet.amount)).toHaveValue('');
    off();
  });

  it('a refused transfer shows the server message and keeps the amount; the next try is a new request', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: '/wps/relay/GCS_walletList', body: envelope(testWallets()) },
      { path: '/wps/relay/GCS_walletTransfer', body: businessError('This game wallet is under maintenance', null, 'WALLET_MAINTENANCE') },
    ]);
    const form = await screen.findByRole('form', { name: en.wallet.transfer });
    await user.type(within(form).getByLabelText(en.wallet.amount), '10.50');
    await user.click(within(form).getByRole('button', { name: en.wallet.submit }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('This game wallet is under maintenance');
    expect(within(form).getByLabelText(en.wallet.amount)).toHaveValue('10.50');
    await user.click(within(form).getByRole('button', { name: en.wallet.submit }));
    await act(async () => undefined);
    const ids = fetchMock.requests
      .filter((request) => request.path === '/wps/relay/GCS_walletTransfer')
      .map((request) => (request.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    // The refusal was the server's answer: nothing moved, so the retry is another request.
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('a lost answer keeps the amount and the request: the retry carries the same requestId', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: '/wps/relay/GCS_walletList', body: envelope(testWallets()) },
      { path: '/wps/relay/GCS_walletTransfer', networkError: true, times: 1 },
      { path: '/wps/relay/GCS_walletTransfer', body: envelope({ ...testWallets({ main: 989.5, pg: 210.5 }), orderNo: 'T1', amount: 10.5 }) },
    ]);
    const form = await screen.findByRole('form', { name: en.wallet.transfer });
    await user.type(within(form).getByLabelText(en.wallet.amount), '10.50');
    await user.click(within(form).getByRole('button', { name: en.wallet.submit }));

    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).getByLabelText(en.wallet.amount)).toHaveValue('10.50');
    await user.click(within(form).getByRole('button', { name: en.wallet.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱10.50');
    const ids = fetchMock.requests
      .filter((request) => request.path === '/wps/relay/GCS_walletTransfer')
      .map((request) => (request.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('recalls every game wallet to the main wallet', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: '/wps/relay/GCS_walletList', body: envelope(testWallets()) },
      { path: '/wps/relay/GCS_walletReturn', body: envelope({ ...testWallets({ main: 1470.5, pg: 0, evo: 0 }), amount: 470.5 }) },
    ]);
    await user.click(await screen.findByRole('button', { name: en.wallet.recallAll }));

    expect(await screen.findByRole('status')).toHaveTextContent('₱470.50 returned to the main wallet.');
    expect(await screen.findByLabelText(`${en.wallet.main}: ₱1,470.50`)).toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/GCS_walletReturn')?.body).toEqual({ customerId: 1001, requestId: expect.any(String) });
  });

  it('shows the error with Retry when the wallets cannot be loaded, never a blank page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage([
      { path: '/wps/relay/GCS_walletList', body: businessError('Wallet service unavailable'), times: 1 },
      { path: '/wps/relay/GCS_walletList', body: envelope(testWallets()) },
    ]);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: en.wallet.title })).toBeInTheDocument();
  });
});
