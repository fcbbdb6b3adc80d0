import { screen } from '@testing-library/react';
import { MemoryRouter } from '@gp/kernel/host';
import { type LotteryRouteId } from '@gp/kernel';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember, type FetchMock } from '@gp/kernel/testing';
import { en } from '../locales/en';
import LotteryRoutes from './routes';

let fetchMock: FetchMock;

function prizeModes() {
  return fetchMock.requests.filter((request) => request.path === '/lgw/vn/games/game_menu').map((request) => request.url.searchParams.get('prizeMode'));
}

function renderRoute(routeId: LotteryRouteId) {
  return renderWithProviders(<LotteryRoutes routeId={routeId} />, {
    session: { token: 'tok', member: testMember() },
    wrapper: ({ children }) => <MemoryRouter initialEntries={[`/${routeId}`]}>{children}</MemoryRouter>,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  fetchMock = mockFetchRoutes([
    { path: '/lgw/vn/games/game_menu', body: envelope({ games: [] }) },
    { path: '/wps/relay/GCSGAME_gameVendor', body: envelope({ lanes: [] }) },
  ]);
});

describe('mf-lottery routes', () => {
  it.each([
    ['lottery', ['LOTT', 'ZY']],
    ['seaLottery', ['SEA']],
    ['vnLottery', ['LOTT', 'ZY']],
  ] as const)('%s asks for its prize modes under its own title', async (routeId, modes) => {
    renderRoute(routeId);

    expect(screen.getByRole('heading', { level: 1, name: en.titles[routeId] })).toBeInTheDocument();
    expect(await screen.findByText(en.menu.empty)).toBeInTheDocument();
    expect(prizeModes()).toEqual(modes);
  });

  it('loads the menu of the new page when the shell switches pages', async () => {
    const { rerender } = renderRoute('vnLottery');
    await screen.findByText(en.menu.empty);

    rerender(<LotteryRoutes routeId="seaLottery" />);

    expect(screen.getByRole('heading', { level: 1, name: en.titles.seaLottery })).toBeInTheDocument();
    expect(await screen.findByText(en.menu.empty)).toBeInTheDocument();
    expect(prizeModes()).toEqual(['LOTT', 'ZY', 'SEA']);
  });
});
