import { screen, waitFor } from '@testing-library/react';
import { commonEn, MemoryRouter, type GamesRouteId } from 'shared';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, type FetchMock } from 'shared/testing';
import { en } from '../locales/en';
import GamesRoutes from './routes';

const LIST_PATH = '/wps/relay/GCSGAME_gameList';

let fetchMock: FetchMock;

function renderRoute(routeId: GamesRouteId) {
  return renderWithProviders(<GamesRoutes routeId={routeId} />, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[`/${routeId}`]}>{children}</MemoryRouter>,
  });
}

function listTypes() {
  return fetchMock.requests.filter((request) => request.path === LIST_PATH).map((request) => request.url.searchParams.get('gameType'));
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  fetchMock = mockFetchRoutes([
    { path: '/lgw/games/game_menus', body: envelope([]) },
    { path: LIST_PATH, body: envelope({ games: [], pageNo: 1, pageSize: 60, total: 0 }) },
  ]);
});

describe('mf-games routes', () => {
  it.each([
    ['rng', 'RNG'],
    ['live', 'LIVE'],
    ['fish', 'FISH'],
    ['pvp', 'PVP'],
  ] as const)('renders the game list for %s (gameType %s)', async (routeId, gameType) => {
    renderRoute(routeId);

    expect(screen.getByRole('heading', { level: 1, name: en.titles[gameType] })).toBeInTheDocument();
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
    expect(listTypes()).toEqual([gameType]);
  });

  it.each(['sports', 'esports', 'lott', 'favorite', 'recent', 'seamless'] as const)(
    'renders "not available yet" for %s and loads no list',
    (routeId) => {
      renderRoute(routeId);

      expect(screen.getByRole('heading', { level: 1, name: commonEn.ui.notAvailableYet })).toBeInTheDocument();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      expect(listTypes()).toEqual([]);
    },
  );

  it('starts a fresh list when the shell switches to another category', async () => {
    const { rerender } = renderRoute('rng');
    await screen.findByText(en.list.empty);

    rerender(<GamesRoutes routeId="live" />);

    expect(screen.getByRole('heading', { level: 1, name: en.titles.LIVE })).toBeInTheDocument();
    await waitFor(() => expect(listTypes()).toEqual(['RNG', 'LIVE']));
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
  });
});
