import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@gp/kernel/host';
import { type GamesRouteId } from '@gp/kernel';
import { envelope, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember, type FetchMock } from '@gp/kernel/testing';
import { en } from '../locales/en';
import { queryClient } from '@gp/kernel/query';
import GamesRoutes, { prefetch } from './routes';
import { gameListKeys } from '../features/game-list/api/game-list-keys';

const LIST_PATH = '/wps/relay/GCSGAME_gameList';

let fetchMock: FetchMock;

function renderRoute(routeId: GamesRouteId) {
  return renderWithProviders(<GamesRoutes routeId={routeId} />, {
    session: { token: 'tok', member: testMember() },
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
    { path: '/wps/relay/GCSGAME_gameVendor', body: envelope({ lanes: [] }) },
    { path: '/wps/relay/MCSFE_getFavoriteGames', body: envelope({ nodeIds: [] }) },
    { path: '/wps/relay/MCSFE_getFavoriteGamesList', body: envelope({ content: [], pageNum: 1, totalPages: 0 }) },
    { path: '/wps/relay/GCS_recentGame', body: envelope({ games: [] }) },
    { path: '/lgw/vn/games/game_menu/recent', body: envelope({ games: [] }) },
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

  it.each([
    ['sports', 'SPORTS'],
    ['esports', 'ESPORTS'],
    ['lott', 'LOTT'],
    ['elott', 'ELOTT'],
  ] as const)('renders the game centre for %s', async (routeId, category) => {
    renderRoute(routeId);

    expect(screen.getByRole('heading', { level: 1, name: en.titles[category] })).toBeInTheDocument();
    expect(await screen.findByText(en.centre.empty)).toBeInTheDocument();
    expect(listTypes()).toEqual([]);
  });

  it.each([
    ['favorite', en.titles.favorite, en.favorites.empty],
    ['recent', en.titles.recent, en.recent.gamesEmpty],
    ['seamless', en.titles.seamless, en.launch.noGame],
  ] as const)('renders %s', async (routeId, title, content) => {
    renderRoute(routeId);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(content)).toBeInTheDocument();
  });

  it('starts a fresh list when the shell switches to another category', async () => {
    const { rerender } = renderRoute('rng');
    await screen.findByText(en.list.empty);

    rerender(<GamesRoutes routeId="live" />);

    expect(screen.getByRole('heading', { level: 1, name: en.titles.LIVE })).toBeInTheDocument();
    await waitFor(() => expect(listTypes()).toEqual(['RNG', 'LIVE']));
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
  });

  describe('prefetch (the shell calls it when the page opens on a route of mf-games)', () => {
    afterEach(() => queryClient.clear());

    it("asks for a list route's first page at once, with the vendor of the URL", async () => {
      prefetch('rng', { search: '?vassalage=PG' });

      await waitFor(() => expect(listTypes()).toEqual(['RNG']));
      const sent = fetchMock.requests.find((request) => request.path === LIST_PATH)?.url.searchParams;
      expect(sent?.get('vassalage')).toBe('PG');
      expect(sent?.get('pageNo')).toBe('1');
      await waitFor(() => expect(queryClient.getQueryData(gameListKeys.page('RNG', 'PG', '', 'EN', 1))).toBeDefined());
    });

    it('asks for nothing on the other routes', async () => {
      for (const routeId of ['sports', 'favorite', 'recent', 'seamless'] as const) prefetch(routeId, { search: '' });

      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock.requests).toEqual([]);
    });
  });
});
