import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { siteDay, siteNow } from '@gp/account-centre-kit';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { renderPage } from '../../../testing/render-page';
import { MyIncome } from './my-income';
import { TeamBetting } from './team-betting';
import { TransactionDetails } from './transaction-details';
import { UserPnl } from './user-pnl';

jest.setTimeout(30_000);

function bet(orderNo: string, account: string, profitLoss: number) {
  return {
    orderNo,
    account,
    directAgent: 'ta101',
    betTime: '2026-11-25T10:00:00+08:00',
    settleTime: '2026-11-25T10:01:00+08:00',
    gameName: 'Lucky Slot',
    vassalage: 'PG',
    gameType: 'RNG',
    betAmount: 100,
    validBet: 100,
    winAmount: 100 + profitLoss,
    profitLoss,
    status: 'SETTLED',
  };
}

function page<R, F>(list: R[], footer: F, totalPages = 1) {
  return envelope({ list, page: 1, size: 13, totalElements: list.length, totalPages, footer, startDate: '2026-11-25', endDate: '2026-11-25' });
}

const figures = (deposit: number, profitLoss: number) => ({
  deposit,
  withdrawal: 0,
  betAmount: 300,
  validBet: 300,
  winning: 200,
  rebate: 3,
  promotion: 0,
  commission: 0,
  dividend: 0,
  salary: 0,
  profitLoss,
});

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('report pages', () => {
  it('team betting: rows, the totals row of every matching bet, filters and quick ranges go to the server, paging', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      {
        path: '/wps/relay/ODSFE2_teamBetDet',
        body: page([bet('B1', 'tm001', -40), bet('B2', 'tm002', 25)], { count: 57, betAmount: 5700, validBet: 5600, winAmount: 5000, profitLoss: -700 }, 5),
      },
    ]);
    renderPage(<TeamBetting />);

    const table = await screen.findByRole('table', { name: en.pages.personalHistoryCopy });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const totals = rows[3] as HTMLElement;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total (57)');
    expect(totals).toHaveTextContent('₱5,700.00');
    expect(totals).toHaveTextContent('−₱700.00');
    expect(fetchMock.requests[0]?.url.searchParams.get('range')).toBe('TODAY');

    const search = screen.getByRole('search', { name: en.reports.filters });
    await user.type(within(search).getByLabelText(en.reports.member), 'tm00');
    await user.selectOptions(within(search).getByLabelText(en.reports.category), 'Slots');
    await user.click(within(search).getByRole('button', { name: en.team.search }));
    await waitFor(() => expect(fetchMock.requests).toHaveLength(2));
    expect(fetchMock.requests[1]?.url.searchParams.get('account')).toBe('tm00');
    expect(fetchMock.requests[1]?.url.searchParams.get('gameCategory')).toBe('RNG');
    expect(fetchMock.requests[1]?.url.searchParams.has('status')).toBe(false);

    await user.click(screen.getByRole('button', { name: kitEn.range.lastWeek }));
    await waitFor(() => expect(fetchMock.requests.at(-1)?.url.searchParams.get('range')).toBe('LAST_WEEK'));
    expect(fetchMock.requests.at(-1)?.url.searchParams.get('account')).toBe('tm00');

    // The next page is offered once the last week's page is on screen.
    const next = screen.getByRole('button', { name: kitEn.records.next });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(fetchMock.requests.at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it("team betting opened with ?account= (a downline's game records) asks for that member's bets", async () => {
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/ODSFE2_teamBetDet', body: page([bet('B1', 'tm001', -40)], { count: 1, betAmount: 100, validBet: 100, winAmount: 60, profitLoss: -40 }) },
    ]);
    renderPage(<TeamBetting />, { initialEntries: ['/agentHome/personalHistoryCopy?account=tm001'] });

    await screen.findByRole('table', { name: en.pages.personalHistoryCopy });
    expect(fetchMock.requests[0]?.url.searchParams.get('account')).toBe('tm001');
    expect(within(screen.getByRole('search', { name: en.reports.filters })).getByLabelText(en.reports.member)).toHaveValue('tm001');
  });

  it('a custom range is checked before it is asked for, then sent as days', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([{ path: '/wps/relay/ODSFE2_teamPNLDet', body: page([], figures(0, 0)) }]);
    renderPage(<UserPnl />);
    await screen.findByText(en.records.none);

    await user.click(screen.getByRole('button', { name: kitEn.range.custom }));
    const from = screen.getByLabelText(kitEn.range.from);
    const to = screen.getByLabelText(kitEn.range.to);
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(screen.getByRole('button', { name: kitEn.range.apply }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only the last 90 days can be shown.');
    expect(fetchMock.requests).toHaveLength(1);

    await user.clear(from);
    const start = siteDay(siteNow().minus({ days: 5 }));
    const end = siteDay(siteNow().minus({ days: 3 }));
    await user.type(from, start);
    await user.clear(to);
    await user.type(to, end);
    await user.click(screen.getByRole('button', { name: kitEn.range.apply }));
    await waitFor(() => expect(fetchMock.requests).toHaveLength(2));
    const params = fetchMock.requests[1]?.url.searchParams;
    expect(params?.get('startDate')).toBe(start);
    expect(params?.get('endDate')).toBe(end);
    expect(params?.has('range')).toBe(false);
  });

  it('user profit and loss: one row per downline and the team totals', async () => {
    mockFetchRoutes([
      {
        path: '/wps/relay/ODSFE2_teamPNLDet',
        body: page([{ account: 'tm001', userType: 'MEMBER', level: 1, directUpline: 'agent01', ...figures(500, -100) }], figures(9000, -1234.5)),
      },
    ]);
    renderPage(<UserPnl />);

    const table = await screen.findByRole('table', { name: en.pages.palStatementsAgentCopy });
    const [, first, totals] = within(table).getAllByRole('row') as HTMLElement[];
    expect(first).toHaveTextContent('tm001');
    expect(first).toHaveTextContent('₱500.00');
    expect(totals).toHaveTextContent('Total');
    expect(totals).toHaveTextContent('₱9,000.00');
    expect(totals).toHaveTextContent('−₱1,234.50');
  });

  it('my income and transaction details: a failure shows the message and Retry', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([
      { path: '/wps/relay/ODSFE2_agentIncome', body: businessError('Report unavailable'), times: 1 },
      {
        path: '/wps/relay/ODSFE2_agentIncome',
        body: page(
          [{ date: '2026-11-24', commission: 10, dividend: 0, dailySalary: 20, hourlySalary: 0, realtimeSalary: 1.5, total: 31.5 }],
          { count: 1, commission: 10, dividend: 0, dailySalary: 20, hourlySalary: 0, realtimeSalary: 1.5, total: 31.5 },
        ),
      },
    ]);
    renderPage(<MyIncome />);

    expect(await screen.findByText('Report unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: en.pages.agentRevenueReport });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('₱31.50');
  });

  it('transaction details: filters by type and shows in, out and net', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      {
        path: '/wps/relay/ODSFE2_teamTransDet',
        body: page(
          [{ id: 1, orderNo: 'T1', typeId: 1101, typeName: 'Deposit', category: 'DEPOSIT', amount: 500, balanceAfter: 900, walletName: 'Main', createTime: '2026-11-25T09:00:00+08:00', remark: '', account: 'tm003', level: 2 }],
          { count: 1, income: 500, expense: 0, net: 500 },
        ),
      },
    ]);
    renderPage(<TransactionDetails />);

    const table = await screen.findByRole('table', { name: en.pages.agentDownlineTransactionDetailsCopy });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('In ₱500.00, out ₱0.00, net +₱500.00');
    await user.selectOptions(screen.getByLabelText(en.reports.type), 'Transfer');
    await user.click(screen.getByRole('button', { name: en.team.search }));
    await waitFor(() => expect(fetchMock.requests.at(-1)?.url.searchParams.get('type')).toBe('TRANSFER'));
  });
});
