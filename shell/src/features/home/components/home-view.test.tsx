import { act, fireEvent, screen, within } from '@testing-library/react';
import { onEvent } from '@gp/kernel';
import { envelope, type FetchMock, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { clearHomeContentCache } from '../../../lib/content/home-content';
import { clearGameMenusCache } from '../../../lib/games/use-game-menus';
import { renderInShell } from '../../../testing/render-in-shell';
import { clearGameRowsCache, ROW_INTERVAL_MS, ROW_SIZE } from '../hooks/use-game-rows';
import { testGame, TEST_HOT_GAMES, TEST_MENUS } from '../test-data';
import { HomeView } from './home-view';

const NOTICES = [
  { id: 1, title: 'Scheduled maintenance', content: '<p>x</p>', promotionType: 'NEWS', time: '2026-01-15T08:00:00Z' },
  { id: 2, title: 'Deposit channel update', content: '<p>y</p>', promotionType: 'NEWS', time: '2026-01-14T08:00:00Z' },
];

function mockHome(): { fetchMock: FetchMock; listCalls: { at: number; vassalage: string; pageSize: string }[] } {
  const fetchMock = mockFetchRoutes([
    {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      body: envelope({
        banners: [
          { id: 401, url: '/assets/banners/w_home/1.svg', groupName: 'w_home', title: 'Welcome Bonus', linkageType: 'NONE' },
          { id: 501, url: '/assets/banners/w_hotgames/1.svg', groupName: 'w_hotgames', title: 'Hot Games This Week', linkageType: 'GAME', linkUrl: '2', nodeId: 2 },
        ],
        player: NOTICES,
        popup: [],
        promotion: [],
        pageNo: 1,
        pageSize: 9,
        playerTotal: 2,
        promotionTotal: 0,
      }),
    },
    { path: '/wps/relay/GCSGAME_hotGamesV2', body: envelope({ games: TEST_HOT_GAMES }) },
    { path: '/lgw/games/game_menus', body: envelope(TEST_MENUS) },
    { path: '/wps/relay/ODSFE2_getWinnerBoard', body: envelope({ list: [] }) },
  ]);
  const listCalls: { at: number; vassalage: string; pageSize: string }[] = [];
  const routes = fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.endsWith('GCSGAME_gameList')) return routes(input, init);
    const vassalage = url.searchParams.get('vassalage') ?? '';
    const gameType = url.searchParams.get('gameType') ?? 'RNG';
    listCalls.push({ at: Date.now(), vassalage, pageSize: url.searchParams.get('pageSize') ?? '' });
    const games = Array.from({ length: 3 }, (_, i) => testGame(1000 * listCalls.length + i, vassalage, gameType as 'RNG', { displayName: `${vassalage} game ${i + 1}` }));
    return new Response(JSON.stringify(envelope({ games, pageNo: 1, pageSize: ROW_SIZE, total: 3 })), { headers: { 'content-type': 'application/json' } });
  });
  return { fetchMock, listCalls };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** Lets the answers already due arrive (several hops of promises), without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await advance(0);
}
const row = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  jest.useFakeTimers();
  setTestRuntimeConfig();
  sessionStorage.clear();
  clearHomeContentCache();
  clearGameMenusCache();
  clearGameRowsCache();
});

afterEach(() => {
  jest.useRealTimers();
});

it('loads one game row per hot vendor, 20 games a request, one request every 300 ms, each row as it arrives', async () => {
  const { listCalls } = mockHome();
  renderInShell(<HomeView />);
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();

  await settle();
  const start = listCalls[0]?.at ?? Date.now();
  expect(listCalls.map((call) => call.vassalage)).toEqual(['PG']);
  expect(listCalls[0]?.pageSize).toBe(String(ROW_SIZE));

  // The first row is in; the others still show skeletons of the final size.
  expect(within(row('PG Games · Slots')).getByRole('article', { name: 'PG game 1' })).toBeInTheDocument();
  expect(within(row('JILI Games · Slots')).queryByRole('article')).not.toBeInTheDocument();
  expect(row('JILI Games · Slots').querySelector('[aria-busy="true"]')).not.toBeNull();

  await advance(ROW_INTERVAL_MS - 1);
  expect(listCalls).toHaveLength(1);
  await advance(1);
  expect(listCalls).toHaveLength(2);
  await settle();
  expect(within(row('JILI Games · Slots')).getByRole('article', { name: 'JILI game 1' })).toBeInTheDocument();

  await advance(ROW_INTERVAL_MS * 3);
  await settle();
  expect(listCalls.map((call) => [call.vassalage, call.at - start])).toEqual([
    ['PG', 0],
    ['JILI', 300],
    ['FC', 600],
    ['KA', 900],
    ['EVO', 1200],
  ]);
  expect(within(row('EVO Games · Live casino')).getAllByRole('article')).toHaveLength(3);
});

it('shows the home banners, the hot providers and the hot games; the notice titles scroll in the marquee', async () => {
  mockHome();
  renderInShell(<HomeView />);
  await settle();
  expect(screen.getByRole('img', { name: 'Welcome Bonus' })).toBeInTheDocument();
  const providers = row('Hot providers');
  expect(within(providers).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/rng?vassalage=PG',
    '/rng?vassalage=JILI',
    '/rng?vassalage=FC',
    '/fish?vassalage=KA',
    '/live?vassalage=EVO',
  ]);
  // A row draws its first 8 cards, and the rest once it is reached (pointer, scroll, focus).
  const hotRow = row('Hot games');
  expect(within(hotRow).getAllByRole('article')).toHaveLength(8);
  fireEvent.pointerEnter(within(hotRow).getByRole('list'));
  expect(within(hotRow).getAllByRole('article')).toHaveLength(TEST_HOT_GAMES.length);
  const notices = row('Notices');
  expect(notices).toHaveTextContent('Scheduled maintenance');
  expect(notices).toHaveTextContent('Deposit channel update');

  // A GAME banner starts its game: a guest is asked to log in first.
  const asked = jest.fn();
  const off = onEvent('login-required', asked);
  const hotBanner = within(screen.getByRole('list', { name: 'Hot games promotions' })).getByRole('button', { name: 'Hot Games This Week' });
  await act(async () => hotBanner.click());
  await settle();
  expect(asked).toHaveBeenCalledWith({ reason: 'action' }, expect.anything());
  off();
});

it('keeps the hot games in the session, so coming back does not ask again', async () => {
  const { fetchMock } = mockHome();
  const { unmount } = renderInShell(<HomeView />);
  await settle();
  expect(JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? '{}').games).toHaveLength(TEST_HOT_GAMES.length);
  unmount();
  renderInShell(<HomeView />);
  await settle();
  expect(fetchMock.requests.filter((request) => request.path.endsWith('GCSGAME_hotGamesV2'))).toHaveLength(1);
  const hot = fetchMock.requests.find((request) => request.path.endsWith('GCSGAME_hotGamesV2'));
  expect(hot?.url.searchParams.get('isPlatform')).toBe('2');
});
