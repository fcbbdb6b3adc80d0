import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn, MemoryRouter, Route, Routes, type Game, type GameMenus, type Vendor } from 'shared';
import {
  businessError,
  envelope,
  mockFetchRoutes,
  renderWithProviders,
  setTestRuntimeConfig,
  type FetchMock,
  type MockRoute,
} from 'shared/testing';
import { en } from '../../../locales/en';
import { PAGE_SIZE } from '../hooks/use-game-list';
import { GameListPage } from './game-list-page';

const LIST_PATH = '/wps/relay/GCSGAME_gameList';
const MENUS_PATH = '/lgw/games/game_menus';

let nextId = 1;

function testGame(displayName: string, overrides: Partial<Game> = {}): Game {
  const nodeId = nextId++;
  return {
    nodeId,
    nodeName: displayName.toLowerCase().replace(/\s+/g, '-'),
    gameName: displayName,
    displayName,
    vassalage: 'PG',
    gameType: 'RNG',
    isHot: 0,
    showIcon: 1,
    iconUrl: `https://img.test/${nodeId}.png`,
    url: null,
    lagerIcon: null,
    gameCode: `GAME_${nodeId}`,
    isGame: 1,
    freeTrial: 0,
    ...overrides,
  };
}

function vendor(vassalage: string, name: string, gameType: Vendor['gameType'] = 'RNG'): Vendor {
  return { vassalage, name, gameType, iconUrl: `https://img.test/${vassalage}.png`, maintenance: false, hasRooms: false, isCockfight: false };
}

const MENUS: GameMenus = [
  { gameType: 'LIVE', name: 'Live casino', vendors: [vendor('EVO', 'Evolution', 'LIVE')] },
  { gameType: 'RNG', name: 'Slots', vendors: [vendor('PG', 'PG Soft'), vendor('JILI', 'JILI Games')] },
];

function page(games: Game[], total = games.length, pageNo = 1) {
  return envelope({ games, pageNo, pageSize: PAGE_SIZE, total });
}

function menusRoute(menus: GameMenus = MENUS): MockRoute {
  return { method: 'GET', path: MENUS_PATH, body: envelope(menus) };
}

function listRoute(body: unknown, times?: number): MockRoute {
  return { method: 'GET', path: LIST_PATH, body, ...(times ? { times } : {}) };
}

let fetchMock: FetchMock;

function renderPage({ url = '/rng', routes }: { url?: string; routes: MockRoute[] }) {
  fetchMock = mockFetchRoutes(routes);
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/rng" element={<GameListPage gameType="RNG" />} />
      </Routes>
    </MemoryRouter>,
  );
}

function listRequests() {
  return fetchMock.requests.filter((request) => request.path === LIST_PATH);
}

function lastListParams(): URLSearchParams {
  const last = listRequests().at(-1);
  if (!last) throw new Error('no game list request yet');
  return last.url.searchParams;
}

function gameList() {
  return screen.getByRole('list', { name: en.list.games });
}

function shownGames(): string[] {
  return within(gameList())
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label') ?? '');
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('GameListPage', () => {
  it('shows the games of the category from GCSGAME_gameList', async () => {
    renderPage({
      routes: [menusRoute(), listRoute(page([testGame('Fortune Tiger'), testGame('Mahjong Ways'), testGame('Super Ace')]))],
    });

    expect(screen.getByRole('heading', { level: 1, name: en.titles.RNG })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(shownGames()).toEqual(['Fortune Tiger', 'Mahjong Ways', 'Super Ace']);
    expect(screen.getByText('3 games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.list.loadMore })).not.toBeInTheDocument();

    expect(listRequests()).toHaveLength(1);
    const params = lastListParams();
    expect(params.get('gameType')).toBe('RNG');
    expect(params.get('vassalage')).toBe('');
    expect(params.get('pageNo')).toBe('1');
    expect(params.get('pageSize')).toBe(String(PAGE_SIZE));
    expect(params.get('merchant')).toBe('GP01');
    expect(params.get('language')).toBe('EN');
    expect(params.has('keyword')).toBe(false);
  });

  it('lists the vendors of its category from game_menus, with All first and current', async () => {
    renderPage({ routes: [menusRoute(), listRoute(page([testGame('Fortune Tiger')]))] });

    const vendors = screen.getByRole('navigation', { name: en.list.vendors });
    await within(vendors).findByRole('link', { name: 'PG Soft' });

    const links = within(vendors).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([en.list.all, 'PG Soft', 'JILI Games']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', '/rng?vassalage=PG');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(within(vendors).queryByRole('link', { name: 'Evolution' })).not.toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.path === MENUS_PATH)?.url.searchParams.get('language')).toBe('EN');
  });

  it('keeps the All link when the game menus cannot be loaded', async () => {
    renderPage({
      routes: [{ path: MENUS_PATH, body: businessError('Menus unavailable') }, listRoute(page([testGame('Fortune Tiger')]))],
    });

    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeInTheDocument();
    const vendors = screen.getByRole('navigation', { name: en.list.vendors });
    expect(within(vendors).getAllByRole('link').map((link) => link.textContent)).toEqual([en.list.all]);
  });

  it('sends the vendor from the URL and marks it as current', async () => {
    renderPage({ url: '/rng?vassalage=JILI', routes: [menusRoute(), listRoute(page([testGame('Super Ace', { vassalage: 'JILI' })]))] });

    expect(await screen.findByRole('article', { name: 'Super Ace' })).toBeInTheDocument();
    expect(lastListParams().get('vassalage')).toBe('JILI');
    const vendors = screen.getByRole('navigation', { name: en.list.vendors });
    expect(within(vendors).getByRole('link', { name: 'JILI Games' })).toHaveAttribute('aria-current', 'page');
    expect(within(vendors).getByRole('link', { name: en.list.all })).not.toHaveAttribute('aria-current');
  });

  it('a vendor link filters the list, and All goes back to every vendor', async () => {
    const user = userEvent.setup();
    renderPage({
      routes: [
        menusRoute(),
        listRoute(page([testGame('Fortune Tiger'), testGame('Super Ace', { vassalage: 'JILI' })]), 1),
        listRoute(page([testGame('Super Ace', { vassalage: 'JILI' })]), 1),
        listRoute(page([testGame('Fortune Tiger'), testGame('Super Ace', { vassalage: 'JILI' })])),
      ],
    });
    const vendors = screen.getByRole('navigation', { name: en.list.vendors });
    await within(vendors).findByRole('link', { name: 'JILI Games' });
    await screen.findByRole('article', { name: 'Fortune Tiger' });

    await user.click(within(vendors).getByRole('link', { name: 'JILI Games' }));

    await waitFor(() => expect(shownGames()).toEqual(['Super Ace']));
    expect(lastListParams().get('vassalage')).toBe('JILI');
    expect(lastListParams().get('pageNo')).toBe('1');

    await user.click(within(vendors).getByRole('link', { name: en.list.all }));

    await waitFor(() => expect(shownGames()).toEqual(['Fortune Tiger', 'Super Ace']));
    expect(lastListParams().get('vassalage')).toBe('');
  });

  it('"Show more" requests the next page and appends it', async () => {
    const user = userEvent.setup();
    renderPage({
      routes: [
        menusRoute(),
        listRoute(page([testGame('Fortune Tiger'), testGame('Mahjong Ways')], 3, 1), 1),
        listRoute(page([testGame('Super Ace')], 3, 2)),
      ],
    });
    await screen.findByRole('article', { name: 'Fortune Tiger' });

    await user.click(screen.getByRole('button', { name: en.list.loadMore }));

    expect(await screen.findByRole('article', { name: 'Super Ace' })).toBeInTheDocument();
    expect(shownGames()).toEqual(['Fortune Tiger', 'Mahjong Ways', 'Super Ace']);
    expect(listRequests().map((request) => request.url.searchParams.get('pageNo'))).toEqual(['1', '2']);
    expect(lastListParams().get('gameType')).toBe('RNG');
    // Everything is shown now.
    expect(screen.queryByRole('button', { name: en.list.loadMore })).not.toBeInTheDocument();
  });

  it('typing in the search box sends the keyword and starts again from page 1', async () => {
    const user = userEvent.setup();
    renderPage({
      routes: [
        menusRoute(),
        listRoute(page([testGame('Fortune Tiger'), testGame('Mahjong Ways')], 3, 1), 1),
        listRoute(page([testGame('Super Ace')], 3, 2), 1),
        listRoute(page([testGame('Fortune Tiger')], 1, 1)),
      ],
    });
    await screen.findByRole('article', { name: 'Fortune Tiger' });
    await user.click(screen.getByRole('button', { name: en.list.loadMore }));
    await screen.findByRole('article', { name: 'Super Ace' });

    await user.type(screen.getByRole('searchbox', { name: en.list.search }), 'tiger');

    await waitFor(() => expect(lastListParams().get('keyword')).toBe('tiger'));
    expect(lastListParams().get('pageNo')).toBe('1');
    expect(lastListParams().get('gameType')).toBe('RNG');
    await waitFor(() => expect(shownGames()).toEqual(['Fortune Tiger']));
    expect(screen.getByText('1 game')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup();
    renderPage({
      routes: [menusRoute(), listRoute(businessError('Game service is busy'), 1), listRoute(page([testGame('Fortune Tiger')]))],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Game service is busy');
    expect(screen.queryByRole('list', { name: en.list.games })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listRequests().map((request) => request.url.searchParams.get('pageNo'))).toEqual(['1', '1']);
  });

  it('keeps the loaded games when the next page fails, and Retry asks for that page again', async () => {
    const user = userEvent.setup();
    renderPage({
      routes: [
        menusRoute(),
        listRoute(page([testGame('Fortune Tiger')], 2, 1), 1),
        listRoute(businessError('Page not available'), 1),
        listRoute(page([testGame('Super Ace')], 2, 2)),
      ],
    });
    await screen.findByRole('article', { name: 'Fortune Tiger' });

    await user.click(screen.getByRole('button', { name: en.list.loadMore }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Page not available');
    expect(shownGames()).toEqual(['Fortune Tiger']);

    await user.click(screen.getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByRole('article', { name: 'Super Ace' })).toBeInTheDocument();
    expect(shownGames()).toEqual(['Fortune Tiger', 'Super Ace']);
    expect(listRequests().map((request) => request.url.searchParams.get('pageNo'))).toEqual(['1', '2', '2']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no games', async () => {
    renderPage({ routes: [menusRoute(), listRoute(page([], 0))] });

    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
    expect(screen.getByText('0 games')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: en.list.games })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
