import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { type EventMap, type Game, onEvent, Route, Routes } from '@gp/kernel';
import { type GameMenus } from '@gp/games-kit';
import { MemoryRouter } from '@gp/kernel/host';
import { testVendor } from '@gp/games-kit/testing';
import { en } from '../../../locales/en';
import { PAGE_SIZE } from '../hooks/use-paged-games';
import { GameListPage } from './game-list-page';

const LIST_PATH = '/wps/relay/GCSGAME_gameList';
const MENUS_PATH = '/lgw/games/game_menus';

const MENUS: GameMenus = [
  { gameType: 'LIVE', name: 'Live casino', vendors: [testVendor('EVO', 'Evolution', 'LIVE'), testVendor('DG', 'Dream Live', 'LIVE', { hasRooms: true })] },
  { gameType: 'RNG', name: 'Slots', vendors: [testVendor('PG', 'PG Soft', 'RNG'), testVendor('JILI', 'JILI Games', 'RNG')] },
];

function page(games: Game[], total = games.length, pageNo = 1) {
  return envelope({ games, pageNo, pageSize: PAGE_SIZE, total });
}

function numbered(count: number, from = 1): Game[] {
  return Array.from({ length: count }, (_, i) => testGame(`Game ${from + i}`));
}

function menusRoute(menus: GameMenus = MENUS): MockRoute {
  return { method: 'GET', path: MENUS_PATH, body: envelope(menus) };
}

function listRoute(body: unknown, times?: number): MockRoute {
  return { method: 'GET', path: LIST_PATH, body, ...(times ? { times } : {}) };
}

let fetchMock: FetchMock;

function renderPage({ url = '/rng', routes, member = false }: { url?: string; routes: MockRoute[]; member?: boolean }) {
  fetchMock = mockFetchRoutes(routes);
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/rng" element={<GameListPage gameType="RNG" />} />
        <Route path="/live" element={<GameListPage gameType="LIVE" />} />
      </Routes>
    </MemoryRouter>,
    member ? { session: { token: 'tok', member: testMember() } } : {},
  );
}

function listRequests() {
  return fetchMock.requests.filter((request) => request.path === LIST_PATH);
}

function requestedPages() {
  return listRequests().map((request) => request.url.searchParams.get('pageNo'));
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

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  window.scrollTo = jest.fn();
  scrollWindowTo(0);
});

describe('GameListPage', () => {
  it('shows the games of the category from GCSGAME_gameList, page 1', async () => {
    renderPage({
      routes: [menusRoute(), listRoute(page([testGame('Fortune Tiger'), testGame('Mahjong Ways', { isHot: 1 }), testGame('Super Ace')]))],
    });

    expect(screen.getByRole('heading', { level: 1, name: en.titles.RNG })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(shownGames()).toEqual(['Fortune Tiger', 'Mahjong Ways', 'Super Ace']);
    expect(screen.getByText('3 games')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Mahjong Ways' })).getByText(commonEn.game.hot)).toBeInTheDocument();
    const items = within(gameList()).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.vendor)).toEqual(['PG', 'PG', 'PG']);
    expect(items[0]).toHaveAttribute('aria-setsize', '3');

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
  });

  it('keeps the All link when the game menus cannot be loaded', async () => {
    renderPage({ routes: [{ path: MENUS_PATH, body: businessError('Menus unavailable') }, listRoute(page([testGame('Fortune Tiger')]))] });

    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeInTheDocument();
    const vendors = screen.getByRole('navigation', { name: en.list.vendors });
    expect(within(vendors).getAllByRole('link').map((link) => link.textContent)).toEqual([en.list.all]);
  });

  it('sends the vendor from the URL and marks it as current', async () => {
    renderPage({ url: '/rng?vassalage=JILI', routes: [menusRoute(), listRoute(page([testGame('Super Ace', { vassalage: 'JILI' })]))] });

    expect(await screen.findByRole('article', { name: 'Super Ace' })).toBeInTheDocument();
    expect(lastListParams().get('vassalage')).toBe('JILI');
    const vendors = screen.getByRole('navigation', { name: en.list.vendors });
    // The vendors come from game_menus, which may answer after the list.
    expect(await within(vendors).findByRole('link', { name: 'JILI Games' })).toHaveAttribute('aria-current', 'page');
    expect(within(vendors).getByRole('link', { name: en.list.all })).not.toHaveAttribute('aria-current');
  });

  it('a vendor link filters the list, and All goes back to every vendor (from the cache)', async () => {
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
    // Every vendor's page 1 was seen a moment ago: it shows from the cache, with no new request.
    expect(listRequests().map((request) => request.url.searchParams.get('vassalage'))).toEqual(['', 'JILI']);
  });

  it('knows the whole list from page 1, renders only what is on screen, and loads the page scrolled to', async () => {
    const total = 10_000;
    renderPage({
      routes: [
        menusRoute(),
        listRoute(page(numbered(PAGE_SIZE), total, 1), 1),
        listRoute(page(numbered(PAGE_SIZE, 2 * PAGE_SIZE + 1), total, 3), 1),
      ],
    });
    await screen.findByRole('article', { name: 'Game 1' });
    expect(screen.getByText('10,000 games')).toBeInTheDocument();
    const first = within(gameList()).getAllByRole('listitem');
    // A few screens' worth of cards, not ten thousand.
    expect(first.length).toBeGreaterThan(4);
    expect(first.length).toBeLessThan(60);
    expect(first[0]).toHaveAttribute('aria-setsize', '10000');

    // Rows are about 230 px high at two columns: item 150 (page 3) is in row 75.
    scrollWindowTo(75 * 230);

    expect(await screen.findByRole('article', { name: 'Game 151' })).toBeInTheDocument();
    expect(requestedPages()).toEqual(['1', '3']);
    expect(screen.queryByRole('article', { name: 'Game 1' })).not.toBeInTheDocument();
  });

  it('typing in the search box searches the whole category by name, from page 1', async () => {
    const user = userEvent.setup();
    renderPage({
      routes: [
        menusRoute(),
        listRoute(page([testGame('Fortune Tiger'), testGame('Mahjong Ways')], 3000, 1), 1),
        listRoute(page([testGame('Fortune Tiger')], 1, 1)),
      ],
    });
    await screen.findByRole('article', { name: 'Fortune Tiger' });

    await user.type(screen.getByRole('searchbox', { name: en.list.search }), 'tiger');

    await waitFor(() => expect(lastListParams().get('keyword')).toBe('tiger'));
    // One request once typing pauses, not one per key.
    expect(listRequests()).toHaveLength(2);
    expect(lastListParams().get('pageNo')).toBe('1');
    expect(lastListParams().get('gameType')).toBe('RNG');
    await waitFor(() => expect(shownGames()).toEqual(['Fortune Tiger']));
    expect(screen.getByText('1 game')).toBeInTheDocument();
  });

  it('says when no game matches the search', async () => {
    const user = userEvent.setup();
    renderPage({ routes: [menusRoute(), listRoute(page([testGame('Fortune Tiger')]), 1), listRoute(page([], 0))] });
    await screen.findByRole('article', { name: 'Fortune Tiger' });

    await user.type(screen.getByRole('searchbox', { name: en.list.search }), 'zzz');

    expect(await screen.findByText('No game matches “zzz”.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup();
    renderPage({ routes: [menusRoute(), listRoute(businessError('Game service is busy'), 1), listRoute(page([testGame('Fortune Tiger')]))] });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Game service is busy');
    expect(screen.queryByRole('list', { name: en.list.games })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestedPages()).toEqual(['1', '1']);
  });

  it('keeps the loaded games when a later page fails, and Retry asks for that page again', async () => {
    const user = userEvent.setup();
    const total = 500;
    renderPage({
      routes: [
        menusRoute(),
        listRoute(page(numbered(PAGE_SIZE), total, 1), 1),
        listRoute(businessError('Page not available'), 1),
        listRoute(page(numbered(PAGE_SIZE, PAGE_SIZE + 1), total, 2)),
      ],
    });
    await screen.findByRole('article', { name: 'Game 1' });

    scrollWindowTo(30 * 230);

    expect(await screen.findByRole('alert')).toHaveTextContent('Page not available');
    expect(gameList()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByRole('article', { name: 'Game 61' })).toBeInTheDocument();
    expect(requestedPages()).toEqual(['1', '2', '2']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no games', async () => {
    renderPage({ routes: [menusRoute(), listRoute(page([], 0))] });

    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
    expect(screen.getByText('0 games')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: en.list.games })).not.toBeInTheDocument();
  });

  it("shows a room vendor's live tables (GLS2_roomList); Join opens the table's game", async () => {
    const user = userEvent.setup();
    const opened: EventMap['open-game'][] = [];
    const off = onEvent('open-game', (detail) => opened.push(detail));
    renderPage({
      url: '/live?vassalage=DG',
      member: true,
      routes: [
        menusRoute(),
        listRoute(page([testGame('Baccarat', { vassalage: 'DG', gameType: 'LIVE' })])),
        {
          path: '/wps/relay/GLS2_roomList',
          body: envelope({
            vassalage: 'DG',
            rooms: [
              { roomId: 'DG-01', roomName: 'Baccarat 1', nodeId: 501, gameName: 'Baccarat', gameCode: 'DG_B', dealerName: 'Anna', minBet: 10, maxBet: 5000, players: 12, status: 'OPEN' },
              { roomId: 'DG-02', roomName: 'Baccarat 2', nodeId: 501, gameName: 'Baccarat', gameCode: 'DG_B', dealerName: 'Bea', minBet: 100, maxBet: 50000, players: 0, status: 'CLOSED' },
            ],
          }),
        },
        { path: '/wps/relay/GCSGAME_getVassGameType', body: envelope({ vassalage: 'DG', gameTypes: [{ gameType: 'LIVE', name: 'Live casino', total: 10 }] }) },
      ],
    });

    const tables = await screen.findByRole('list', { name: en.rooms.title });
    const first = within(tables).getByRole('listitem', { name: 'Baccarat 1' });
    expect(first).toHaveTextContent('Dealer: Anna');
    expect(first).toHaveTextContent('Bet 10.00 – 5,000.00');
    expect(first).toHaveTextContent('12 players');
    expect(within(tables).getByRole('listitem', { name: 'Baccarat 2' })).toHaveTextContent(en.rooms.closed);
    expect(within(within(tables).getByRole('listitem', { name: 'Baccarat 2' })).getByRole('button', { name: en.rooms.join })).toBeDisabled();

    await user.click(within(first).getByRole('button', { name: en.rooms.join }));

    expect(opened).toEqual([{ game: expect.objectContaining({ nodeId: 501, vassalage: 'DG', gameType: 'LIVE', gameCode: 'DG_B' }), mode: 'popup' }]);
    off();
  });

  it("links to the vendor's other categories (GCSGAME_getVassGameType)", async () => {
    renderPage({
      url: '/rng?vassalage=JILI',
      routes: [
        menusRoute(),
        listRoute(page([testGame('Super Ace', { vassalage: 'JILI' })])),
        {
          path: '/wps/relay/GCSGAME_getVassGameType',
          body: envelope({
            vassalage: 'JILI',
            gameTypes: [
              { gameType: 'FISH', name: 'Fishing', total: 8 },
              { gameType: 'RNG', name: 'Slots', total: 1150 },
              { gameType: 'PVP', name: 'Cards', total: 10 },
            ],
          }),
        },
      ],
    });

    const more = await screen.findByRole('navigation', { name: 'More from JILI Games' });
    expect(within(more).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fishing (8)', '/fish?vassalage=JILI'],
      ['Cards (10)', '/pvp?vassalage=JILI'],
    ]);
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/GLS2_roomList')).toBe(false);
  });
});
