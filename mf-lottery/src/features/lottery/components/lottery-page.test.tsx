import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import {
  commonEn,
  businessError,
  envelope,
  type FetchMock,
  mockFetchRoutes,
  type MockRoute,
  renderWithProviders,
  setTestRuntimeConfig,
  testMember,
} from '@gp/kernel/testing';
import { onEvent, Route, Routes, type EventMap } from '@gp/kernel';
import { type LotteryGame } from '@gp/games-kit';
import { MemoryRouter } from '@gp/kernel/host';
import { testVendor } from '@gp/games-kit/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { ty } from '../../../locales/ty';
import type { LotteryPage as Page } from '../utils/prize-modes';
import { LotteryPage } from './lottery-page';

const MENU = '/lgw/vn/games/game_menu';
const LAUNCH = '/wps/game/launchGame';

function lotteryGame(gameCode: string, gameName: string, overrides: Partial<LotteryGame> = {}): LotteryGame {
  return { gameCode, gameName, prizeMode: 'LOTT', drawIntervalSec: 86_400, nextDrawTime: '2030-01-01T04:05:00Z', ...overrides };
}

const MENUS: Record<string, LotteryGame[]> = {
  LOTT: [
    lotteryGame('VNL_NORTH', 'Northern Lottery'),
    lotteryGame('VNL_5M', 'Speed Lotto 5 Min', { drawIntervalSec: 300, nextDrawTime: '2030-01-01T21:30:00+08:00' }),
  ],
  ZY: [lotteryGame('ZY_HANOI', 'Hanoi VIP', { prizeMode: 'ZY', drawIntervalSec: 90 })],
  ELOTT: [lotteryGame('EL_KENO', 'Speed Keno', { prizeMode: 'ELOTT', drawIntervalSec: 60 })],
  SEA: [lotteryGame('SEA_TH', 'Thai Lottery', { prizeMode: 'SEA' })],
};

const draw = { numero: '20300101', openTime: '2030-01-01T11:15:00Z', numbers: Array.from({ length: 27 }, (_, i) => String(10000 + i)) };
const RESULT_ROUTES: MockRoute[] = [
  { path: '/lotto/lgw/games/opened/numero', body: envelope({ ...draw, gameCode: 'VNL_NORTH', gameName: 'Northern Lottery', nextNumero: '20300102', nextOpenTime: '2030-01-02T11:15:00Z' }) },
  { path: '/lgw/vn/numeros/opened/game', body: envelope({ gameCode: 'VNL_NORTH', list: [draw], pageNo: 1, pageSize: 10, total: 100 }) },
];

let fetchMock: FetchMock;

function mockApi(extra: MockRoute[] = []) {
  fetchMock = mockFetchRoutes([
    ...extra,
    { path: '/wps/system/status', body: envelope({ status: 0, launchGameCDNs: ['https://play.test'] }) },
    ...RESULT_ROUTES,
  ]);
  // The menu answers by prize mode.
  const mocked = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === MENU) {
      fetchMock.requests.push({ method: 'GET', url, path: url.pathname, headers: new Headers(), body: undefined });
      return new Response(JSON.stringify(envelope({ games: MENUS[url.searchParams.get('prizeMode') ?? ''] ?? [] })), { headers: { 'content-type': 'application/json' } });
    }
    if (!mocked) throw new Error('no fetch mock');
    return mocked(input, init);
  });
}

function renderPage(page: Page, search = '', { type = 0, language = 'EN' as const }: { type?: number; language?: 'EN' | 'TY' } = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/${page}${search}`]}>
      <Routes>
        <Route path={`/${page}`} element={<LotteryPage page={page} />} />
      </Routes>
    </MemoryRouter>,
    { session: { token: 'tok', member: testMember({ type }) }, language },
  );
}

function menuModes() {
  return fetchMock.requests.filter((request) => request.path === MENU).map((request) => [request.url.searchParams.get('prizeMode'), request.url.searchParams.get('device')]);
}

function launches() {
  return fetchMock.requests.filter((request) => request.path === LAUNCH);
}

function menuItem(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: en.menu.games });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name }));
  if (!item) throw new Error(`no menu item for ${name}`);
  return item;
}

const systemZone = Settings.defaultZone;
let offs: Array<() => void> = [];

beforeAll(() => {
  // A fixed zone (UTC+8, no daylight saving), so draw times do not depend on the machine.
  Settings.defaultZone = 'Asia/Manila';
});

afterAll(() => {
  Settings.defaultZone = systemZone;
});

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
  window.scrollTo = jest.fn();
});

afterEach(() => {
  offs.forEach((off) => off());
  offs = [];
});

describe('LotteryPage', () => {
  it('/vnLottery: the LOTT and ZY menus (device WEB), LOTT first, with draw intervals and local next draw times', async () => {
    mockApi();
    renderPage('vnLottery');

    expect(screen.getByRole('heading', { level: 1, name: en.titles.vnLottery })).toBeInTheDocument();
    await screen.findByRole('list', { name: en.menu.games });
    expect(menuModes()).toEqual([
      ['LOTT', 'WEB'],
      ['ZY', 'WEB'],
    ]);
    const modes = screen.getByRole('navigation', { name: en.modes.label });
    expect(within(modes).getAllByRole('link').map((link) => link.textContent)).toEqual([en.modes.LOTT, en.modes.ZY]);
    expect(within(modes).getByRole('link', { name: en.modes.LOTT })).toHaveAttribute('aria-current', 'page');

    expect(within(menuItem('Northern Lottery')).getByText(en.menu.daily)).toBeInTheDocument();
    // In the site's zone (runtime config siteTimeZone, Asia/Manila by default), named by its offset.
    expect(within(menuItem('Northern Lottery')).getByText('Next draw 12:05 PM GMT+8')).toHaveAttribute('datetime', '2030-01-01T12:05:00.000+08:00');
    expect(within(menuItem('Speed Lotto 5 Min')).getByText('Draw every 5 min')).toBeInTheDocument();
    expect(within(menuItem('Speed Lotto 5 Min')).getByText('Next draw 9:30 PM GMT+8')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hanoi VIP' })).not.toBeInTheDocument();
  });

  it('shows draw times in the site’s time zone, whatever the browser’s', async () => {
    setTestRuntimeConfig({ siteTimeZone: 'Asia/Ho_Chi_Minh' });
    mockApi([]);
    renderPage('vnLottery');
    await screen.findByRole('list', { name: en.menu.games });
    expect(within(menuItem('Northern Lottery')).getByText('Next draw 11:05 AM GMT+7')).toHaveAttribute('datetime', '2030-01-01T11:05:00.000+07:00');
  });

  it('?prizeMode=ZY shows the VIP games', async () => {
    mockApi();
    renderPage('vnLottery', '?prizeMode=ZY');
    await screen.findByRole('list', { name: en.menu.games });
    expect(within(menuItem('Hanoi VIP')).getByText('Draw every 2 min')).toBeInTheDocument();
  });

  it('/lottery: lottery or e-lottery by the vendor cards TCG_LOTTO_VN and LOTT', async () => {
    mockApi([
      {
        path: '/wps/relay/GCSGAME_gameVendor',
        body: envelope({ lanes: [{ title: 'ELOTT', cards: { LOTT: testVendor('LOTT', 'Lucky', 'ELOTT', { iconUrl: '' }) } }] }),
      },
    ]);
    renderPage('lottery');

    expect(await screen.findByRole('heading', { name: 'Speed Keno' })).toBeInTheDocument();
    expect(menuModes()).toEqual([['ELOTT', 'WEB']]);
    expect(screen.queryByRole('navigation', { name: en.modes.label })).not.toBeInTheDocument();
  });

  it('/seaLottery asks for the SEA prize mode', async () => {
    mockApi();
    renderPage('seaLottery');
    expect(await screen.findByRole('heading', { name: 'Thai Lottery' })).toBeInTheDocument();
    expect(menuModes()).toEqual([['SEA', 'WEB']]);
  });

  it('?gameCode launches that lottery game with the lottery launch parameters and shows it', async () => {
    mockApi([{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/sim/game?session=l1' }) }]);
    renderPage('vnLottery', '?gameCode=VNL_NORTH');

    const frame = await screen.findByTitle('Northern Lottery');
    expect(frame).toHaveAttribute('src', 'https://play.test/sim/game?session=l1');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
    expect(launches()).toHaveLength(1);
    expect(launches()[0]?.body).toEqual({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'VNL_NORTH',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://localhost/vnLottery',
      language: 'EN',
    });
    expect(menuItem('Northern Lottery')).toHaveAttribute('aria-current', 'true');
  });

  it("uses the prize mode of the game's menu (ZY) and the lobby view when asked", async () => {
    const user = userEvent.setup();
    mockApi([{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/sim/game?session=z' }) }]);
    renderPage('vnLottery', '?gameCode=ZY_HANOI');
    await screen.findByTitle('Hanoi VIP');
    expect(launches()[0]?.body).toMatchObject({ lottoPrizeMode: 'ZY', lottoGameCode: 'ZY_HANOI', lottoView: 'betting' });

    await user.click(screen.getByRole('button', { name: en.game.lobby }));

    await waitFor(() => expect(launches()).toHaveLength(2));
    expect(launches()[1]?.body).toMatchObject({ lottoPrizeMode: 'ZY', lottoView: 'lobby' });
    expect(screen.getByRole('button', { name: en.game.lobby })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['https://evil.test/phish', 'http://localhost/vnLottery'],
    ['http://localhost/rng?vassalage=PG', 'http://localhost/rng?vassalage=PG'],
  ])('backUrl %s is sent as %s (this site only)', async (given, sent) => {
    mockApi([{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/g' }) }]);
    renderPage('vnLottery', `?gameCode=VNL_NORTH&backUrl=${encodeURIComponent(given)}`);
    await screen.findByTitle('Northern Lottery');
    expect(launches()[0]?.body).toMatchObject({ backUrl: sent });
  });

  it('Play on the menu launches the game; Close the game stops it and asks for a balance refresh', async () => {
    const user = userEvent.setup();
    const events: (keyof EventMap)[] = [];
    offs.push(onEvent('balance-refresh-requested', () => events.push('balance-refresh-requested')));
    mockApi([{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/g' }) }]);
    renderPage('vnLottery');
    await screen.findByRole('list', { name: en.menu.games });

    await user.click(screen.getByRole('button', { name: 'Play Speed Lotto 5 Min' }));

    expect(await screen.findByTitle('Speed Lotto 5 Min')).toBeInTheDocument();
    expect(launches()[0]?.body).toMatchObject({ lottoGameCode: 'VNL_5M', lottoPrizeMode: 'LOTT' });

    await user.click(screen.getByRole('button', { name: en.game.close }));
    expect(screen.queryByTitle('Speed Lotto 5 Min')).not.toBeInTheDocument();
    expect(events).toEqual(['balance-refresh-requested']);
  });

  it('shows the server message when the launch is refused', async () => {
    mockApi([{ method: 'POST', path: LAUNCH, body: businessError('Game not found', null, 'GAME_NOT_FOUND') }]);
    renderPage('vnLottery', '?gameCode=VNL_NORTH');
    const view = await screen.findByRole('region', { name: 'Northern Lottery' });
    expect(await within(view).findByRole('alert')).toHaveTextContent('Game not found');
  });

  it('a trial account is refused (in_need_true_account) and nothing is launched', async () => {
    const events: (keyof EventMap)[] = [];
    offs.push(onEvent('trial-blocked', () => events.push('trial-blocked')));
    mockApi();
    renderPage('vnLottery', '?gameCode=VNL_NORTH', { type: 4 });

    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.inNeedTrueAccount);
    await screen.findByRole('list', { name: en.menu.games });
    expect(events).toEqual(['trial-blocked']);
    expect(screen.queryByTitle('Northern Lottery')).not.toBeInTheDocument();
    expect(launches()).toHaveLength(0);
  });

  it('an unknown gameCode says so and launches nothing', async () => {
    mockApi();
    renderPage('vnLottery', '?gameCode=NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.game.notFound);
    expect(launches()).toHaveLength(0);
  });

  it('shows the menu error with Retry', async () => {
    const user = userEvent.setup();
    fetchMock = mockFetchRoutes([
      { path: MENU, body: businessError('Lottery is closed for now'), times: 1 },
      { path: MENU, body: envelope({ games: MENUS.SEA }) },
      ...RESULT_ROUTES,
    ]);
    renderPage('seaLottery');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lottery is closed for now');
    await user.click(within(alert).getByRole('button', { name: commonEn.ui.retry }));
    expect(await screen.findByRole('heading', { name: 'Thai Lottery' })).toBeInTheDocument();
  });

  it('speaks Tagalog when the language is TY', async () => {
    mockApi();
    renderPage('vnLottery', '', { language: 'TY' });

    const list = await screen.findByRole('list', { name: ty.menu.games });
    expect(screen.getByRole('heading', { level: 1, name: ty.titles.vnLottery })).toBeInTheDocument();
    expect(within(list).getByText('Bola kada 5 min')).toBeInTheDocument();
    expect(within(list).getByText(/^Susunod na bola 9:30/)).toBeInTheDocument();
  });
});
