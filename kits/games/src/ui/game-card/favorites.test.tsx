import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Game, onEvent, type EventMap } from '@gp/kernel';
import {
  businessError,
  envelope,
  type FetchMock,
  mockFetchRoutes,
  type MockRoute,
  renderWithProviders,
  setTestRuntimeConfig,
  testGame,
  testMember,
  type TestSession,
  commonEn,
  FAVORITE_THROTTLE_MS,
} from '@gp/kernel/testing';
import { GameCard } from './game-card';

const IDS_PATH = '/wps/relay/MCSFE_getFavoriteGames';
const ADD_PATH = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE_PATH = '/wps/relay/MCSFE_removeFavoriteGameV2';

const TIGER = testGame('Fortune Tiger', { nodeId: 11 });
const MAHJONG = testGame('Mahjong Ways', { nodeId: 12 });
const member: TestSession = { token: 'tok-member', member: testMember({ type: 0 }) };

let fetchMock: FetchMock;

function toggleOf(name: string) {
  return within(screen.getByRole('article', { name })).getByRole('button', { name: commonEn.game.favorite });
}

function writes() {
  return fetchMock.requests.filter((request) => request.path === ADD_PATH || request.path === REMOVE_PATH);
}

function renderCards(routes: MockRoute[], games: Game[] = [TIGER], session: TestSession | null = member) {
  fetchMock = mockFetchRoutes(routes);
  return renderWithProviders(
    <>
      {games.map((game) => (
        <GameCard key={game.displayName} game={game} />
      ))}
    </>,
    session ? { session } : {},
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('favourite toggle', () => {
  it('starts from the favourites of the account', async () => {
    renderCards([{ path: IDS_PATH, body: envelope({ nodeIds: [12] }) }], [TIGER, MAHJONG]);

    await waitFor(() => expect(toggleOf('Mahjong Ways')).toHaveAttribute('aria-pressed', 'true'));
    expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'false');
    // One load for every card on the page.
    expect(fetchMock.requests.filter((request) => request.path === IDS_PATH)).toHaveLength(1);
  });

  it('adds locally first, then posts nodeId, vendor and gameType', async () => {
    const user = userEvent.setup();
    renderCards([
      { path: IDS_PATH, body: envelope({ nodeIds: [] }) },
      { method: 'POST', path: ADD_PATH, hang: true },
    ]);
    await waitFor(() => expect(fetchMock.requests).toHaveLength(1));

    await user.click(toggleOf('Fortune Tiger'));

    // Pressed while the server has not answered yet.
    expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.method).toBe('POST');
    expect(writes()[0]?.body).toEqual({ nodeId: 11, vendor: 'PG', gameType: 'RNG' });
  });

  it('removes by the current state with a DELETE carrying the same payload', async () => {
    const user = userEvent.setup();
    renderCards([
      { path: IDS_PATH, body: envelope({ nodeIds: [11] }) },
      { method: 'DELETE', path: REMOVE_PATH, body: envelope({ nodeIds: [] }) },
    ]);
    await waitFor(() => expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'true'));

    await user.click(toggleOf('Fortune Tiger'));

    expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', body: { nodeId: 11, vendor: 'PG', gameType: 'RNG' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rolls back with the server message when the server refuses', async () => {
    const user = userEvent.setup();
    renderCards([
      { path: IDS_PATH, body: envelope({ nodeIds: [] }) },
      { method: 'POST', path: ADD_PATH, body: businessError('You can keep at most 200 favourite games', null, 'FAVORITES_FULL') },
    ]);
    await waitFor(() => expect(fetchMock.requests).toHaveLength(1));

    await user.click(toggleOf('Fortune Tiger'));

    const card = screen.getByRole('article', { name: 'Fortune Tiger' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('You can keep at most 200 favourite games');
    expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back a removal that fails on the network', async () => {
    const user = userEvent.setup();
    renderCards([
      { path: IDS_PATH, body: envelope({ nodeIds: [11] }) },
      { method: 'DELETE', path: REMOVE_PATH, networkError: true },
    ]);
    await waitFor(() => expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'true'));

    await user.click(toggleOf('Fortune Tiger'));

    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.network);
    expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'true');
  });

  it('every card of the same game agrees', async () => {
    const user = userEvent.setup();
    const twin = { ...TIGER, displayName: 'Fortune Tiger (hot games)' };
    renderCards(
      [
        { path: IDS_PATH, body: envelope({ nodeIds: [] }) },
        { method: 'POST', path: ADD_PATH, body: envelope({ nodeIds: [11] }) },
      ],
      [TIGER, twin],
    );
    await waitFor(() => expect(fetchMock.requests).toHaveLength(1));

    await user.click(toggleOf('Fortune Tiger'));

    expect(toggleOf('Fortune Tiger (hot games)')).toHaveAttribute('aria-pressed', 'true');
  });

  it('is throttled to once a second per game', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCards(
      [
        { path: IDS_PATH, body: envelope({ nodeIds: [] }) },
        { method: 'POST', path: ADD_PATH, body: envelope({ nodeIds: [11] }) },
        { method: 'DELETE', path: REMOVE_PATH, body: envelope({ nodeIds: [] }) },
      ],
      [TIGER, MAHJONG],
    );
    await waitFor(() => expect(fetchMock.requests).toHaveLength(1));

    await user.click(toggleOf('Fortune Tiger'));
    await user.click(toggleOf('Fortune Tiger'));
    await user.click(toggleOf('Fortune Tiger'));

    await waitFor(() => expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(writes().map((request) => request.method)).toEqual(['POST']));

    // Another game is not held back by the first one.
    await user.click(toggleOf('Mahjong Ways'));
    await waitFor(() => expect(toggleOf('Mahjong Ways')).toHaveAttribute('aria-pressed', 'true'));

    act(() => jest.advanceTimersByTime(FAVORITE_THROTTLE_MS));
    await user.click(toggleOf('Fortune Tiger'));

    await waitFor(() => expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(writes().map((request) => request.method)).toEqual(['POST', 'POST', 'DELETE']));
  });

  it('asks a guest to log in and changes nothing', async () => {
    const user = userEvent.setup();
    const events: (keyof EventMap)[] = [];
    const off = onEvent('login-required', () => events.push('login-required'));
    renderCards([], [TIGER], null);

    await user.click(toggleOf('Fortune Tiger'));

    expect(events).toEqual(['login-required']);
    expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock.requests).toHaveLength(0);
    off();
  });

  it('refuses a trial account with in_need_true_account and calls nothing', async () => {
    const user = userEvent.setup();
    const events: (keyof EventMap)[] = [];
    const off = onEvent('trial-blocked', () => events.push('trial-blocked'));
    renderCards([], [TIGER], { token: 'tok-trial', member: testMember({ type: 4 }) });

    await user.click(toggleOf('Fortune Tiger'));

    expect(events).toEqual(['trial-blocked']);
    expect(toggleOf('Fortune Tiger')).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock.requests).toHaveLength(0);
    off();
  });
});
