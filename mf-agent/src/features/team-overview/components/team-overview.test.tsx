import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import { en as kitEn } from '@gp/account-centre-kit/locales/en';
import { TeamOverview } from './team-overview';

jest.mock('./daily-chart', () => ({ DailyChart: () => <div data-testid="chart" /> }));

const PATH = '/wps/relay/ODSFE2_agentTeamOverview';

function overview(range: string, deposit: number) {
  const day = (date: string, registrations: number) => ({ date, registrations, logins: 4, firstBets: 2, firstDeposits: 1, activeMembers: 3 });
  return {
    startDate: range === 'TODAY' ? '2026-11-25' : '2026-11-22',
    endDate: '2026-11-25',
    teamSize: 203,
    directCount: 12,
    agentCount: 30,
    memberCount: 173,
    teamBalance: 98765.4,
    figures: {
      deposit,
      withdrawal: 500,
      betAmount: 20000,
      validBet: 18000,
      winning: 19000,
      rebate: 120.5,
      promotion: 50,
      commission: 10,
      dividend: 0,
      salary: 30,
      profitLoss: -789.5,
    },
    today: { registrations: 3, logins: 41, firstBets: 2, firstDeposits: 1, online: 7 },
    daily: range === 'TODAY' ? [day('2026-11-25', 3)] : [day('2026-11-22', 5), day('2026-11-23', 6), day('2026-11-24', 0), day('2026-11-25', 3)],
  };
}

function figure(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('agentTeamOverview', () => {
  it('shows the team figures of today, then of the range picked', async () => {
    const fetchMock = mockFetchRoutes([
      { path: PATH, body: envelope(overview('TODAY', 1234.5)), times: 1 },
      { path: PATH, body: envelope(overview('THIS_WEEK', 4321)) },
    ]);
    const user = userEvent.setup();
    renderPage(<TeamOverview />);

    expect(await screen.findByText('2026-11-25 to 2026-11-25')).toBeInTheDocument();
    expect(figure(en.overview.teamSize)).toBe('203');
    expect(figure(en.overview.teamBalance)).toBe('₱98,765.40');
    expect(figure(en.overview.deposit)).toBe('₱1,234.50');
    expect(figure(en.overview.profitLoss)).toBe('−₱789.50');
    expect(figure(en.overview.online)).toBe('7');
    expect(screen.getByRole('button', { name: kitEn.range.today })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.requests[0]?.url.searchParams.get('range')).toBe('TODAY');

    await user.click(screen.getByRole('button', { name: kitEn.range.thisWeek }));

    expect(await screen.findByText('2026-11-22 to 2026-11-25')).toBeInTheDocument();
    expect(figure(en.overview.deposit)).toBe('₱4,321.00');
    expect(fetchMock.requests.at(-1)?.url.searchParams.get('range')).toBe('THIS_WEEK');
    expect(screen.getByRole('button', { name: kitEn.range.thisWeek })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the daily counts under the chart', async () => {
    mockFetchRoutes([{ path: PATH, body: envelope(overview('THIS_WEEK', 1)) }]);
    renderPage(<TeamOverview />);

    expect(await screen.findByTestId('chart')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2026-11-22');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('5');
  });

  it('a failure shows the message and a retry that asks again', async () => {
    const fetchMock = mockFetchRoutes([
      { path: PATH, body: businessError('Report unavailable'), times: 1 },
      { path: PATH, body: envelope(overview('TODAY', 1)) },
    ]);
    const user = userEvent.setup();
    renderPage(<TeamOverview />);

    expect(await screen.findByText('Report unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByText('2026-11-25 to 2026-11-25')).toBeInTheDocument();
    expect(fetchMock.requests).toHaveLength(2);
  });
});
