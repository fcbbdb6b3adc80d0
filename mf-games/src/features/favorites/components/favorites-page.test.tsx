import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  commonEn,
  businessError,
  envelope,
  type FetchMock,
  mockFetchRoutes,
  type MockRoute,
  renderWithProviders,
  setTestRuntimeConfig,
  testGame,
  testMember,
} from '@gp/kernel/testing';
import { MemoryRouter } from '@gp/kernel/host';
import { QueryProvider, queryClient } from '@gp/kernel/query';
import type { ReactNode } from 'react';
import { en } from '../../../locales/en';
import { FAVORITES_PAGE_SIZE } from '../api/get-favorite-list';
import { FavoritesPage } from './favorites-page';

const LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const IDS = '/wps/relay/MCSFE_getFavoriteGames';

const TIGER = testGame('Fortune Tiger', { nodeId: 11 });
const MAHJONG = testGame('Mahjong Ways', { nodeId: 12 });
const ACE = testGame('Super Ace', { nodeId: 13, vassalage: 'JILI' });

let fetchMock: FetchMock;

function renderFavorites(routes: MockRoute[]) {
  fetchMock = mockFetchRoutes(routes);
  return renderWithProviders(
    <MemoryRouter>
      <FavoritesPage />
    </MemoryRouter>,
    { session: { token: 'tok', member: testMember() } },
  );
}

function shown() {
  return within(screen.getByRole('list', { name: en.favorites.games }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('FavoritesPage', () => {
  it('lists the favourites page by page (pageNum, totalPages)', async () => {
    const user = userEvent.setup();
    renderFavorites([
      { path: IDS, body: envelope({ nodeIds: [11, 12, 13] }) },
      { path: LIST, body: envelope({ content: [TIGER, MAHJONG], pageNum: 1, totalPages: 2 }), times: 1 },
      { path: LIST, body: envelope({ content: [ACE], pageNum: 2, totalPages: 2 }) },
    ]);

    await waitFor(() => expect(shown()).toEqual(['Fortune Tiger', 'Mahjong Ways']));
    await user.click(screen.getByRole('button', { name: en.favorites.loadMore }));

    await waitFor(() => expect(shown()).toEqual(['Fortune Tiger', 'Mahjong Ways', 'Super Ace']));
    expect(screen.queryByRole('button', { name: en.favorites.loadMore })).not.toBeInTheDocument();
    const pages = fetchMock.requests.filter((r) => r.path === LIST).map((r) => [r.url.searchParams.get('pageNum'), r.url.searchParams.get('pageSize')]);
    expect(pages).toEqual([
      ['1', String(FAVORITES_PAGE_SIZE)],
      ['2', String(FAVORITES_PAGE_SIZE)],
    ]);
  });

  it('a game un-favourited here leaves the list, and comes back if the server refuses', async () => {
    const user = userEvent.setup();
    renderFavorites([
      { path: IDS, body: envelope({ nodeIds: [11, 12] }) },
      { path: LIST, body: envelope({ content: [TIGER, MAHJONG], pageNum: 1, totalPages: 1 }) },
      { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', body: envelope({ nodeIds: [12] }), times: 1 },
      { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', body: businessError('Try later') },
    ]);
    await waitFor(() => expect(shown()).toEqual(['Fortune Tiger', 'Mahjong Ways']));

    await user.click(within(screen.getByRole('article', { name: 'Fortune Tiger' })).getByRole('button', { name: commonEn.game.favorite }));
    expect(shown()).toEqual(['Mahjong Ways']);

    await user.click(within(screen.getByRole('article', { name: 'Mahjong Ways' })).getByRole('button', { name: commonEn.game.favorite }));
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(shown()).toEqual(['Mahjong Ways']);
  });

  it("asks for the list again once a toggle is answered (the page's one client)", async () => {
    const user = userEvent.setup();
    fetchMock = mockFetchRoutes([
      { path: IDS, body: envelope({ nodeIds: [11, 12] }) },
      { path: LIST, body: envelope({ content: [TIGER, MAHJONG], pageNum: 1, totalPages: 1 }), times: 1 },
      { path: LIST, body: envelope({ content: [MAHJONG], pageNum: 1, totalPages: 1 }) },
      { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', body: envelope({ nodeIds: [12] }) },
    ]);
    const PageClient = ({ children }: { children: ReactNode }) => <QueryProvider client={queryClient}>{children}</QueryProvider>;
    renderWithProviders(
      <MemoryRouter>
        <FavoritesPage />
      </MemoryRouter>,
      { session: { token: 'tok', member: testMember() }, wrapper: PageClient },
    );
    await waitFor(() => expect(shown()).toEqual(['Fortune Tiger', 'Mahjong Ways']));

    await user.click(within(screen.getByRole('article', { name: 'Fortune Tiger' })).getByRole('button', { name: commonEn.game.favorite }));

    await waitFor(() => expect(fetchMock.requests.filter((r) => r.path === LIST)).toHaveLength(2));
    expect(fetchMock.requests.filter((r) => r.path === LIST).at(-1)?.url.searchParams.get('pageNum')).toBe('1');
    expect(shown()).toEqual(['Mahjong Ways']);
    queryClient.clear();
  });

  it('invites to browse games when there are none', async () => {
    renderFavorites([
      { path: IDS, body: envelope({ nodeIds: [] }) },
      { path: LIST, body: envelope({ content: [], pageNum: 1, totalPages: 0 }) },
    ]);

    expect(await screen.findByText(en.favorites.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.favorites.browse })).toHaveAttribute('href', '/rng');
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    renderFavorites([
      { path: IDS, body: envelope({ nodeIds: [11] }) },
      { path: LIST, body: businessError('List unavailable'), times: 1 },
      { path: LIST, body: envelope({ content: [TIGER], pageNum: 1, totalPages: 1 }) },
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('List unavailable');
    await user.click(screen.getByRole('button', { name: commonEn.ui.retry }));
    await waitFor(() => expect(shown()).toEqual(['Fortune Tiger']));
  });

  it('keeps the list on show when a refresh fails, says so, and its Retry asks again (issue 14, hole 5)', async () => {
    const user = userEvent.setup();
    fetchMock = mockFetchRoutes([
      { path: IDS, body: envelope({ nodeIds: [11, 12] }) },
      { path: LIST, body: envelope({ content: [TIGER, MAHJONG], pageNum: 1, totalPages: 1 }), times: 1 },
      { path: LIST, body: businessError('List unavailable'), times: 1 },
      { path: LIST, body: envelope({ content: [MAHJONG], pageNum: 1, totalPages: 1 }) },
      { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', body: envelope({ nodeIds: [12] }) },
    ]);
    const PageClient = ({ children }: { children: ReactNode }) => <QueryProvider client={queryClient}>{children}</QueryProvider>;
    renderWithProviders(
      <MemoryRouter>
        <FavoritesPage />
      </MemoryRouter>,
      { session: { token: 'tok', member: testMember() }, wrapper: PageClient },
    );
    await waitFor(() => expect(shown()).toEqual(['Fortune Tiger', 'Mahjong Ways']));

    // The toggle asks for the list again; that refresh fails.
    await user.click(within(screen.getByRole('article', { name: 'Fortune Tiger' })).getByRole('button', { name: commonEn.game.favorite }));
    const stale = await screen.findByRole('status');
    expect(stale).toHaveTextContent(commonEn.ui.couldNotRefresh);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown()).toEqual(['Mahjong Ways']);

    await user.click(within(stale).getByRole('button', { name: commonEn.ui.retry }));
    await waitFor(() => expect(screen.queryByText(commonEn.ui.couldNotRefresh)).not.toBeInTheDocument());
    expect(fetchMock.requests.filter((r) => r.path === LIST)).toHaveLength(3);
    expect(shown()).toEqual(['Mahjong Ways']);
    queryClient.clear();
  });
});
