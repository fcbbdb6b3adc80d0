import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { commonEn, type LotteryGame } from 'shared';
import {
  businessError,
  envelope,
  mockFetchRoutes,
  renderWithProviders,
  setTestRuntimeConfig,
  type FetchMock,
  type MockRoute,
} from 'shared/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { ty } from '../../../locales/ty';
import { LotteryMenu } from './lottery-menu';

const MENU_PATH = '/lgw/vn/games/game_menu';

function lotteryGame(gameName: string, overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameCode: gameName.toUpperCase().replace(/\s+/g, '_'),
    gameName,
    prizeMode: 'LOTT',
    drawIntervalSec: 300,
    nextDrawTime: '2030-01-01T04:05:00Z',
    ...overrides,
  };
}

let fetchMock: FetchMock;

function renderMenu(routes: MockRoute[], language: 'EN' | 'TY' = 'EN') {
  fetchMock = mockFetchRoutes(routes);
  return renderWithProviders(<LotteryMenu page="lottery" />, { language });
}

function menuItem(list: HTMLElement, gameName: string): HTMLElement {
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: gameName }));
  if (!item) throw new Error(`no menu item for ${gameName}`);
  return item;
}

const systemZone = Settings.defaultZone;

beforeAll(() => {
  // A fixed zone (UTC+8, no daylight saving), so the draw times do not depend on the machine.
  Settings.defaultZone = 'Asia/Manila';
});

afterAll(() => {
  Settings.defaultZone = systemZone;
});

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('LotteryMenu', () => {
  it('lists the games with their draw interval and next draw time in local time', async () => {
    renderMenu([
      {
        method: 'GET',
        path: MENU_PATH,
        body: envelope({
          games: [
            lotteryGame('Mega Lotto', { drawIntervalSec: 300, nextDrawTime: '2030-01-01T04:05:00Z' }),
            lotteryGame('Speed Keno', { drawIntervalSec: 90, nextDrawTime: '2030-01-01T21:30:00+08:00' }),
          ],
        }),
      },
    ]);

    const list = await screen.findByRole('list', { name: en.menu.games });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const mega = menuItem(list, 'Mega Lotto');
    expect(within(mega).getByText('Draw every 5 min')).toBeInTheDocument();
    expect(within(mega).getByText('Next draw 12:05 PM')).toHaveAttribute('datetime', '2030-01-01T12:05:00.000+08:00');

    const keno = menuItem(list, 'Speed Keno');
    expect(within(keno).getByText('Draw every 2 min')).toBeInTheDocument();
    expect(within(keno).getByText('Next draw 9:30 PM')).toHaveAttribute('datetime', '2030-01-01T21:30:00.000+08:00');
  });

  it('shows a loading status until the menu arrives', async () => {
    renderMenu([{ path: MENU_PATH, body: envelope({ games: [lotteryGame('Mega Lotto')] }) }]);

    expect(screen.getByRole('heading', { level: 1, name: en.titles.lottery })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: commonEn.ui.loading })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: en.menu.games })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: commonEn.ui.loading })).not.toBeInTheDocument();
  });

  it('asks for the prize mode of the page on the web device', async () => {
    renderMenu([{ path: MENU_PATH, body: envelope({ games: [lotteryGame('Mega Lotto')] }) }]);
    await screen.findByRole('list', { name: en.menu.games });

    expect(fetchMock.requests).toHaveLength(1);
    const params = fetchMock.requests[0]?.url.searchParams;
    expect(params?.get('prizeMode')).toBe('LOTT');
    expect(params?.get('device')).toBe('WEB');
  });

  it('shows the error with Retry, and Retry loads the menu', async () => {
    const user = userEvent.setup();
    renderMenu([
      { path: MENU_PATH, body: businessError('Lottery is closed for now'), times: 1 },
      { path: MENU_PATH, body: envelope({ games: [lotteryGame('Mega Lotto')] }) },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lottery is closed for now');
    expect(screen.queryByRole('list', { name: en.menu.games })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));

    const list = await screen.findByRole('list', { name: en.menu.games });
    expect(within(list).getByRole('heading', { name: 'Mega Lotto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.requests).toHaveLength(2);
  });

  it('treats a malformed menu as an error', async () => {
    renderMenu([{ path: MENU_PATH, body: envelope({ games: [{ gameName: 'No code', nextDrawTime: 'not a date' }] }) }]);

    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.unknown);
    expect(screen.getByRole('button', { name: commonEn.ui.retry })).toBeInTheDocument();
  });

  it('says so when there are no lottery games', async () => {
    renderMenu([{ path: MENU_PATH, body: envelope({ games: [] }) }]);

    expect(await screen.findByText(en.menu.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: en.menu.games })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Tagalog when the language is TY', async () => {
    renderMenu([{ path: MENU_PATH, body: envelope({ games: [lotteryGame('Mega Lotto', { drawIntervalSec: 600 })] }) }], 'TY');

    const list = await screen.findByRole('list', { name: ty.menu.games });
    expect(screen.getByRole('heading', { level: 1, name: ty.titles.lottery })).toBeInTheDocument();
    const item = menuItem(list, 'Mega Lotto');
    expect(within(item).getByText('Bola kada 10 min')).toBeInTheDocument();
    expect(within(item).getByText(/^Susunod na bola 12:05/)).toBeInTheDocument();
  });
});
