import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { commonEn, businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, type MockRoute } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { renderPage as renderMemberPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { TransactionHistory } from './transaction-history';

jest.setTimeout(30_000);

const TX_PATH = '/wps/relay/ODSFE2_MemTransDet';

function row(id: number, amount: number) {
  return {
    id,
    orderNo: `O${id}`,
    typeId: amount < 0 ? 3101 : 3102,
    typeName: amount < 0 ? 'Bet' : 'Win',
    category: amount < 0 ? 'BET' : 'WIN',
    amount,
    balanceAfter: 1000 + id,
    walletName: 'Main wallet',
    createTime: '2026-11-25T21:35:31+08:00',
    remark: '',
  };
}

function page(n: number, totalPages: number) {
  return {
    list: Array.from({ length: 13 }, (_, i) => row(n * 100 + i, i % 2 ? -10 : 25)),
    page: n,
    size: 13,
    totalElements: 13 * totalPages,
    totalPages,
    footer: { count: 13 * totalPages, income: 500, expense: -200, net: 300 },
  };
}

function renderPage(routes: MockRoute[]) {
  const fetchMock = mockFetchRoutes(routes);
  renderMemberPage(<TransactionHistory />);
  return fetchMock;
}

function siteToday(): string {
  return DateTime.now().setZone('Asia/Manila').toFormat('yyyy-MM-dd');
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('TransactionHistory', () => {
  it('lists today\'s transactions, 13 a page, with the totals row, and pages on', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: TX_PATH, body: envelope(page(1, 3)), times: 1 },
      { path: TX_PATH, body: envelope(page(2, 3)) },
    ]);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 13 + 1);
    expect(within(table).getByText(/Income ₱500.00 · Expense −₱200.00 · Net \+₱300.00/)).toBeInTheDocument();
    const first = fetchMock.requests[0]?.url.searchParams;
    expect(first?.get('type')).toBe('ALL');
    expect(first?.get('startDate')).toBe(siteToday());
    expect(first?.get('endDate')).toBe(siteToday());
    expect(first?.get('size')).toBe('13');
    expect(first?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: kitEn.records.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(fetchMock.requests.at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(await screen.findByText('O200')).toBeInTheDocument();
  });

  it('filters by type and quick range, and refuses a custom range beyond 30 days before asking', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([{ path: TX_PATH, body: envelope(page(1, 1)) }]);
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: en.account.type }), en.account.types.BET);
    await user.click(screen.getByRole('button', { name: kitEn.range.last7 }));
    const last = fetchMock.requests.at(-1)?.url.searchParams;
    expect(last?.get('type')).toBe('BET');
    expect(last?.get('startDate')).toBe(DateTime.now().setZone('Asia/Manila').minus({ days: 6 }).toFormat('yyyy-MM-dd'));

    await user.click(screen.getByRole('button', { name: kitEn.range.custom }));
    const asked = fetchMock.requests.length;
    const from = screen.getByLabelText(kitEn.range.from);
    await user.clear(from);
    await user.type(from, DateTime.now().setZone('Asia/Manila').minus({ days: 40 }).toFormat('yyyy-MM-dd'));
    await user.click(screen.getByRole('button', { name: kitEn.range.apply }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only the last 30 days can be shown.');
    expect(fetchMock.requests).toHaveLength(asked);
  });

  it('switches to the deposit log (8 a page, 7 days) with its state filter', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: TX_PATH, body: envelope(page(1, 1)) },
      {
        path: '/wps/relay/PCS_depositOrderList',
        body: envelope({
          list: [{ orderNo: 'D1', methodCode: 'BANK', vendorName: 'BDO', amount: 500, state: 2, createTime: '2026-11-25T10:00:00+08:00', remark: '' }],
          page: 1,
          totalPages: 1,
          footer: { count: 1, approvedAmount: 500 },
        }),
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: en.account.deposits }));
    expect(await screen.findByText('D1')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: en.account.depositStates.s2 })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: en.records.status }), en.account.depositStates.s4);
    const last = fetchMock.requests.at(-1)?.url.searchParams;
    expect(last?.get('state')).toBe('4');
    expect(last?.get('size')).toBe('8');
  });

  it('shows a withdrawal’s timeline from its row, and hides it again', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage([
      { path: TX_PATH, body: envelope(page(1, 1)) },
      {
        path: '/wps/relay/PCS_withdrawOrderList',
        body: envelope({
          list: [{ orderNo: 'W7', bankName: 'BDO Unibank', accountNo: '****7890', amount: 800, charge: 0, status: 3, createTime: '2026-11-25T10:00:00+08:00' }],
          page: 1,
          totalPages: 1,
          footer: { count: 1 },
        }),
      },
      {
        path: '/wps/relay/PCS_withdrawProgress',
        body: envelope({
          orderNo: 'W7',
          amount: 800,
          status: 3,
          timeline: [
            { step: 'SUBMITTED', time: '2026-11-25T10:00:00+08:00', reason: null },
            { step: 'REVIEWING', time: '2026-11-25T10:03:00+08:00', reason: null },
            { step: 'REJECTED', time: '2026-11-25T10:20:00+08:00', reason: 'Account name does not match' },
          ],
          nextStep: null,
        }),
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: en.account.withdrawals }));
    const track = await screen.findByRole('button', { name: 'Progress of W7' });
    expect(track).toHaveAttribute('aria-expanded', 'false');
    await user.click(track);
    const timeline = await screen.findByRole('region', { name: 'Withdrawal W7 · ₱800.00' });
    expect(track).toHaveAttribute('aria-expanded', 'true');
    expect(within(timeline).getByRole('listitem', { current: 'step' })).toHaveTextContent('Reason: Account name does not match');
    expect(fetchMock.requests.find((request) => request.path === '/wps/relay/PCS_withdrawProgress')?.url.searchParams.get('orderNo')).toBe('W7');
    await user.click(track);
    expect(screen.queryByRole('region', { name: 'Withdrawal W7 · ₱800.00' })).not.toBeInTheDocument();
  });

  it('a refused range shows the server message with Retry, never a blank page', async () => {
    renderPage([{ path: TX_PATH, body: businessError('Records can be searched for the last 30 days only', null, 'DATE_RANGE_EXCEEDED') }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Records can be searched for the last 30 days only');
    expect(within(alert).getByRole('button', { name: commonEn.ui.retry })).toBeInTheDocument();
  });

  it('says so when the range has no records', async () => {
    renderPage([{ path: TX_PATH, body: envelope({ list: [], page: 1, totalPages: 0, footer: { count: 0, income: 0, expense: 0, net: 0 } }) }]);
    expect(await screen.findByText(kitEn.records.none)).toBeInTheDocument();
  });
});
