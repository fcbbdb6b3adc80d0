import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { commonEn, envelope, type FetchMock, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import type { ModeGame } from '../hooks/use-lottery-games';
import { ResultsBoard } from './results-board';

const NORTH: ModeGame = { gameCode: 'VNL_NORTH', gameName: 'Northern Lottery', prizeMode: 'LOTT', drawIntervalSec: 86_400, nextDrawTime: '2030-01-02T11:15:00Z' };
const KENO: ModeGame = { gameCode: 'EL_KENO', gameName: 'Speed Keno', prizeMode: 'ELOTT', drawIntervalSec: 60, nextDrawTime: '2030-01-01T11:16:00Z' };

const VN_NUMBERS = ['81234', '55555', ...Array.from({ length: 25 }, (_, i) => String(100 + i))];

function draw(numero: string, openTime: string, numbers: string[]) {
  return { numero, openTime, numbers };
}

let fetchMock: FetchMock;

function mockDraws(game: ModeGame, numbers: string[]) {
  fetchMock = mockFetchRoutes([
    {
      path: '/lotto/lgw/games/opened/numero',
      body: envelope({ ...draw('20300101', '2030-01-01T11:15:00Z', numbers), gameCode: game.gameCode, gameName: game.gameName, nextNumero: '20300102', nextOpenTime: '2030-01-02T11:15:00Z' }),
    },
    {
      path: '/lgw/vn/numeros/opened/game',
      body: envelope({ gameCode: game.gameCode, list: [draw('20300101', '2030-01-01T11:15:00Z', numbers), draw('20291231', '2029-12-31T11:15:00Z', numbers)], pageNo: 1, pageSize: 10, total: 100 }),
      times: 1,
    },
    { path: '/lgw/vn/numeros/opened/game', body: envelope({ gameCode: game.gameCode, list: [draw('20291222', '2029-12-22T11:15:00Z', numbers)], pageNo: 2, pageSize: 10, total: 100 }) },
  ]);
}

const systemZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'Asia/Manila';
});
afterAll(() => {
  Settings.defaultZone = systemZone;
});
beforeEach(() => {
  setTestRuntimeConfig();
});

describe('ResultsBoard', () => {
  it('shows the latest Vietnamese draw as a prize table, with luxon-formatted draw times', async () => {
    mockDraws(NORTH, VN_NUMBERS);
    renderWithProviders(<ResultsBoard game={NORTH} />);

    const board = screen.getByRole('region', { name: 'Results · Northern Lottery' });
    expect(await within(board).findByText(/Draw 20300101/)).toBeInTheDocument();
    expect(within(board).getByText('Jan 1, 2030, 7:15 PM GMT+8', { selector: 'p > time' })).toHaveAttribute('datetime', '2030-01-01T11:15:00Z');
    expect(within(board).getByRole('rowheader', { name: en.results.prizes.special }).closest('tr')).toHaveTextContent('81234');
    expect(within(board).getByRole('rowheader', { name: en.results.prizes.first }).closest('tr')).toHaveTextContent('55555');
    expect(within(board).getAllByRole('rowheader')).toHaveLength(8);
    expect(within(board).getByText(/Next draw 20300102 at/)).toHaveTextContent('Jan 2, 2030, 7:15 PM GMT+8');
    const params = fetchMock.requests.find((request) => request.path === '/lotto/lgw/games/opened/numero')?.url.searchParams;
    expect(params?.get('gameCode')).toBe('VNL_NORTH');
  });

  it('lists past draws by page (pageNo, pageSize 10 of 100)', async () => {
    const user = userEvent.setup();
    mockDraws(NORTH, VN_NUMBERS);
    renderWithProviders(<ResultsBoard game={NORTH} />);

    const history = await screen.findByRole('table', { name: en.results.history });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('20300101');
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('81234');
    expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: commonEn.ui.previous })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: commonEn.ui.next }));

    expect(await screen.findByText('20291222')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 10')).toBeInTheDocument();
    const pages = fetchMock.requests.filter((request) => request.path === '/lgw/vn/numeros/opened/game').map((request) => request.url.searchParams.get('pageNo'));
    expect(pages).toEqual(['1', '2']);
  });

  it('shows other games as numbered balls', async () => {
    mockDraws(KENO, ['03', '17', '42']);
    renderWithProviders(<ResultsBoard game={KENO} />);

    const board = screen.getByRole('region', { name: 'Results · Speed Keno' });
    await within(board).findByText(/Draw 20300101/);
    expect(within(board).queryByRole('rowheader')).not.toBeInTheDocument();
    expect(within(board).getAllByText('42').length).toBeGreaterThan(0);
    expect(within(board).getByRole('columnheader', { name: en.results.numbers })).toBeInTheDocument();
  });
});
