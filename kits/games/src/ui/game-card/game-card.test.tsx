import { fireEvent, screen, within } from '@testing-library/react';
import { type WhitelabelNode, onEvent, type EventMap, type Game } from '@gp/kernel';
import userEvent from '@testing-library/user-event';
import {
  envelope,
  mockFetchRoutes,
  renderWithProviders,
  setTestRuntimeConfig,
  testMember,
  type TestSession,
  commonEn,
} from '@gp/kernel/testing';
import { DEFAULT_GAME_ICON } from './default-game-icon';
import { GameCard } from './game-card';

function testGame(overrides: Partial<Game> = {}): Game {
  return {
    nodeId: 11,
    nodeName: 'fortune-tiger',
    gameName: 'Fortune Tiger',
    displayName: 'Fortune Tiger',
    vassalage: 'PG',
    gameType: 'RNG',
    isHot: 0,
    showIcon: 1,
    iconUrl: 'https://img.test/fortune-tiger.png',
    url: null,
    lagerIcon: null,
    gameCode: 'PG_TIGER',
    isGame: 1,
    freeTrial: 0,
    ...overrides,
  };
}

const FREE_PLAY_ON: WhitelabelNode[] = [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }];
const FREE_PLAY_OFF: WhitelabelNode[] = [{ modId: 'FREEPLAY3', enabled: false, childrenNodes: [] }];

const memberSession: TestSession = { token: 'tok-member', member: testMember({ type: 0 }) };
const trialSession: TestSession = { token: 'tok-trial', member: testMember({ type: 4 }) };

let unsubscribers: Array<() => void> = [];

/** Records every bus event a card may emit. */
function listen() {
  const names: (keyof EventMap)[] = ['login-required', 'trial-blocked', 'open-game'];
  const calls: Array<{ name: keyof EventMap; detail: unknown }> = [];
  for (const name of names) unsubscribers.push(onEvent(name, (detail) => calls.push({ name, detail })));
  return calls;
}

function card(name = 'Fortune Tiger') {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  mockFetchRoutes([{ path: '/wps/relay/MCSFE_getFavoriteGames', body: envelope({ nodeIds: [] }) }]);
});

afterEach(() => {
  for (const off of unsubscribers) off();
  unsubscribers = [];
});

describe('GameCard', () => {
  it('shows the game name and its icon', () => {
    renderWithProviders(<GameCard game={testGame()} />);
    const article = card();
    expect(within(article).getByRole('heading', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(within(article).getByRole('presentation')).toHaveAttribute('src', 'https://img.test/fortune-tiger.png');
  });

  it('labels hot games, and only those', () => {
    renderWithProviders(
      <>
        <GameCard game={testGame({ isHot: 1 })} />
        <GameCard game={testGame({ nodeId: 12, displayName: 'Mahjong Ways', isHot: 0 })} />
      </>,
    );
    expect(within(card('Fortune Tiger')).getByText(commonEn.game.hot)).toBeInTheDocument();
    expect(within(card('Mahjong Ways')).queryByText(commonEn.game.hot)).not.toBeInTheDocument();
  });

  it('falls back to the default icon when the icon is broken', () => {
    renderWithProviders(<GameCard game={testGame({ iconUrl: 'https://img.test/broken.png' })} />);
    const icon = within(card()).getByRole('presentation');
    expect(icon).toHaveAttribute('src', 'https://img.test/broken.png');

    fireEvent.error(icon);

    expect(icon).toHaveAttribute('src', DEFAULT_GAME_ICON);
  });

  it('offers a free trial only for games with freeTrial 1', () => {
    renderWithProviders(
      <>
        <GameCard game={testGame({ freeTrial: 1 })} />
        <GameCard game={testGame({ nodeId: 12, displayName: 'Mahjong Ways', freeTrial: 0 })} />
      </>,
      { features: FREE_PLAY_ON },
    );
    expect(within(card('Fortune Tiger')).getByRole('button', { name: commonEn.game.freeTrial })).toBeInTheDocument();
    expect(within(card('Mahjong Ways')).queryByRole('button', { name: commonEn.game.freeTrial })).not.toBeInTheDocument();
    expect(within(card('Mahjong Ways')).getByRole('button', { name: commonEn.game.start })).toBeInTheDocument();
  });

  it('offers no free trial while the FREEPLAY3 module is off', () => {
    renderWithProviders(<GameCard game={testGame({ freeTrial: 1 })} />, { features: FREE_PLAY_OFF });
    expect(within(card()).queryByRole('button', { name: commonEn.game.freeTrial })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: commonEn.game.start })).toBeInTheDocument();
  });

  it('has a favourite toggle, not pressed for a guest', () => {
    renderWithProviders(<GameCard game={testGame()} />);
    expect(within(card()).getByRole('button', { name: commonEn.game.favorite })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Start asks a guest to log in and opens nothing', async () => {
    const events = listen();
    renderWithProviders(<GameCard game={testGame()} />);

    await userEvent.click(within(card()).getByRole('button', { name: commonEn.game.start }));

    expect(events).toEqual([{ name: 'login-required', detail: { reason: 'action' } }]);
  });

  it('Start tells a trial account it needs a real account and opens nothing', async () => {
    renderWithProviders(<GameCard game={testGame()} />, { session: trialSession });
    const events = listen();

    await userEvent.click(within(card()).getByRole('button', { name: commonEn.game.start }));

    expect(events).toEqual([{ name: 'trial-blocked', detail: {} }]);
  });

  it('Start opens the game for a member', async () => {
    const game = testGame();
    renderWithProviders(<GameCard game={game} />, { session: memberSession });
    const events = listen();

    await userEvent.click(within(card()).getByRole('button', { name: commonEn.game.start }));

    expect(events).toEqual([{ name: 'open-game', detail: { game, mode: 'popup' } }]);
  });

  it('Free trial opens the game in trial mode, even for a guest', async () => {
    const game = testGame({ freeTrial: 1 });
    const events = listen();
    renderWithProviders(<GameCard game={game} />, { features: FREE_PLAY_ON });

    await userEvent.click(within(card()).getByRole('button', { name: commonEn.game.freeTrial }));

    expect(events).toEqual([{ name: 'open-game', detail: { game, mode: 'popup', trial: true } }]);
  });
});
