import { screen } from '@testing-library/react';
import { type LotteryRouteId } from 'shared';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, type FetchMock } from 'shared/testing';
import { en } from '../locales/en';
import LotteryRoutes from './routes';

let fetchMock: FetchMock;

function prizeModes() {
  return fetchMock.requests.map((request) => request.url.searchParams.get('prizeMode'));
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  fetchMock = mockFetchRoutes([{ path: '/lgw/vn/games/game_menu', body: envelope({ games: [] }) }]);
});

describe('mf-lottery routes', () => {
  it.each([
    ['lottery', 'LOTT'],
    ['seaLottery', 'SEA'],
    ['vnLottery', 'LOTT'],
  ] as const)('%s asks for prize mode %s under its own title', async (routeId: LotteryRouteId, prizeMode) => {
    renderWithProviders(<LotteryRoutes routeId={routeId} />);

    expect(screen.getByRole('heading', { level: 1, name: en.titles[routeId] })).toBeInTheDocument();
    expect(await screen.findByText(en.menu.empty)).toBeInTheDocument();
    expect(prizeModes()).toEqual([prizeMode]);
  });

  it('loads the menu of the new prize mode when the shell switches pages', async () => {
    const { rerender } = renderWithProviders(<LotteryRoutes routeId="lottery" />);
    await screen.findByText(en.menu.empty);

    rerender(<LotteryRoutes routeId="seaLottery" />);

    expect(screen.getByRole('heading', { level: 1, name: en.titles.seaLottery })).toBeInTheDocument();
    expect(await screen.findByText(en.menu.empty)).toBeInTheDocument();
    expect(prizeModes()).toEqual(['LOTT', 'SEA']);
  });
});
