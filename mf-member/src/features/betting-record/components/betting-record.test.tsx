import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { testVendor } from '@gp/games-kit/testing';
import '../../../lib/i18n';
import { renderPage as renderMemberPage } from '../../../testing/render-page';
import { en } from '../../../locales/en';
import { BettingRecord } from './betting-record';

jest.setTimeout(30_000);

const BETS_PATH = '/wps/relay/ODSFE2_MemBetDet';

const MENUS = [
  { gameType: 'RNG', name: 'Slots', vendors: [testVendor('PG', 'Pocket Games', 'RNG')] },
  { gameType: 'SPORTS', name: 'Sports', vendors: [testVendor('SBO', 'SBO', 'SPORTS')] },
  { gameType: 'LOTT', name: 'Lottery', vendors: [testVendor('TCG', 'TCG', 'LOTT')] },
  { gameType: 'PVP', name: 'PVP', vendors: [] },
];

function bets(status: 'SETTLED' | 'UNSETTLED' = 'SETTLED') {
  const settled = status === 'SETTLED';
  return {
    list: [
      { orderNo: 'B1', betTime: '2026-11-25T20:00:00+08:00', gameName: 'Lucky Spin', vassalage: 'PG', betAmount: 10, validBet: settled ? 10 : 0, winAmount: settled ? 35 : null, profitLoss: settled ? 25 : null, status },
      { orderNo: 'B2', betTime: '2026-11-25T20:01:00+08:00', gameName: 'Lucky Spin', vassalage: 'PG', betAmount: 10, validBet: settled ? 10 : 0, winAmount: settled ? 0 : null, profitLoss: settled ? -10 : null, status },
    ],
    page: 1,
    totalPages: 1,
    footer: { count: 2, betAmount: 20, validBet: settled ? 20 : 0, winAmount: settled ? 35 : 0, profitLoss: settled ? 15 : 0 },
  };
}

function renderPage() {
  const fetchMock = mockFetchRoutes([
    { path: '/lgw/games/game_menus', body: envelope(MENUS) },
    { path: BETS_PATH, body: envelope(bets()) },
  ]);
  renderMemberPage(<BettingRecord />);
  return fetchMock;
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('BettingRecord', () => {
  it('has one tab per category with vendors, and a totals row', async () => {
    const fetchMock = renderPage();
    const tabs = await screen.findByRole('tablist', { name: en.bets.categories });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Slots', 'Sports', 'Lottery']);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lucky Spin₱10.00₱10.00₱35.00+₱25.00');
    expect(rows.at(-1)).toHaveTextContent(`${en.records.total}₱20.00₱20.00₱35.00+₱15.00`);
    const query = fetchMock.requests.find((request) => request.path === BETS_PATH)?.url.searchParams;
    expect(query?.get('gameCategory')).toBe('RNG');
    expect(query?.get('size')).toBe('13');
    expect(query?.get('status')).toBeNull();
  });

  it('sports has settled and unsettled; lottery is searchable by order number', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Sports' }));
    await user.click(await screen.findByRole('button', { name: en.bets.unsettled }));
    const sports = fetchMock.requests.filter((request) => request.path === BETS_PATH).at(-1)?.url.searchParams;
    expect(sports?.get('gameCategory')).toBe('SPORTS');
    expect(sports?.get('status')).toBe('UNSETTLED');

    await user.click(screen.getByRole('tab', { name: 'Lottery' }));
    await user.type(await screen.findByRole('textbox', { name: en.records.orderNo }), 'L123');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: en.records.search }));
    const lottery = fetchMock.requests.filter((request) => request.path === BETS_PATH).at(-1)?.url.searchParams;
    expect(lottery?.get('gameCategory')).toBe('LOTT');
    expect(lottery?.get('orderNo')).toBe('L123');
  });
});
