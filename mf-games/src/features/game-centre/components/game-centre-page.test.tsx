import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent, Route, Routes, useLocation, type EventMap } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { businessError, envelope, type FetchMock, mockFetchRoutes, type MockRoute, renderWithProviders, setTestRuntimeConfig, testGame, testMember } from '@gp/kernel/testing';
import { testVendor } from '@gp/games-kit/testing';
import { en } from '../../../locales/en';
import type { CentreCategory } from '../utils/centre-vendors';
import { GameCentrePage } from './game-centre-page';

const LANES = {
  lanes: [
    {
      title: 'SPORTS',
      cards: {
        SABA: testVendor('SABA', 'SABA Sports', 'SPORTS'),
        BTI: testVendor('BTI', 'BTi Sports', 'SPORTS', { maintenance: true }),
        DS88: testVendor('DS88', 'DS88 Sabong', 'SPORTS', { isCockfight: true }),
        AI: testVendor('AI', 'AI Esports', 'SPORTS'),
      },
    },
    { title: 'LOTT', cards: { TCG_LOTTO_VN: testVendor('TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT') } },
    { title: 'ELOTT', cards: { LOTT: testVendor('LOTT', 'Lucky E-Lottery', 'ELOTT') } },
  ],
};

const SABA_LOBBY = testGame('SABA Sports Lobby', { vassalage: 'SABA', gameType: 'SPORTS' });

let fetchMock: FetchMock;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

type Kind = 'guest' | 'member' | 'trial';

function renderCentre(category: CentreCategory, { kind = 'member', routes = [] }: { kind?: Kind; routes?: MockRoute[] } = {}) {
  fetchMock = mockFetchRoutes([{ path: '/wps/relay/GCSGAME_gameVendor', body: envelope(LANES) }, ...routes]);
  const session = kind === 'guest' ? undefined : { token: 'tok', member: testMember({ type: kind === 'trial' ? 4 : 0 }) };
  return renderWithProviders(
    <MemoryRouter initialEntries={['/centre']}>
      <Routes>
        <Route path="/centre" element={<GameCentrePage category={category} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    session ? { session } : {},
  );
}

function listen(names: (keyof EventMap)[]) {
  const events: Array<{ name: keyof EventMap; detail: unknown }> = [];
  const offs = names.map((name) => onEvent(name, (detail) => events.push({ name, detail })));
  return { events, off: () => offs.forEach((off) => off()) };
}

let off = () => {};

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

afterEach(() => off());

describe('GameCentrePage', () => {
  it('shows the sports vendors, the cockfight section, and no e-sport vendor', async () => {
    renderCentre('SPORTS');

    expect(screen.getByRole('heading', { level: 1, name: en.titles.SPORTS })).toBeInTheDocument();
    const vendors = await screen.findByRole('list', { name: 'Sports vendors' });
    expect(within(vendors).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['SABA Sports', 'BTi Sports']);
    const cockfight = screen.getByRole('list', { name: en.centre.cockfight });
    expect(within(cockfight).getByRole('article', { name: 'DS88 Sabong' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'AI Esports' })).not.toBeInTheDocument();
  });

  it('puts the e-sport vendors of the sports lane on /esports', async () => {
    renderCentre('ESPORTS');
    const vendors = await screen.findByRole('list', { name: 'E-sports vendors' });
    expect(within(vendors).getByRole('article', { name: 'AI Esports' })).toBeInTheDocument();
  });

  it('a vendor in maintenance says so and cannot be played', async () => {
    renderCentre('SPORTS');
    const card = await screen.findByRole('article', { name: 'BTi Sports' });
    expect(card).toHaveTextContent(en.centre.maintenance);
    expect(within(card).queryByRole('button', { name: en.centre.play })).not.toBeInTheDocument();
  });

  it("Play opens the vendor's lobby game on /seamless for a member", async () => {
    const user = userEvent.setup();
    const listener = listen(['open-game']);
    off = listener.off;
    renderCentre('SPORTS', {
      routes: [{ path: '/wps/relay/GCSGAME_gameList', body: envelope({ games: [SABA_LOBBY], pageNo: 1, pageSize: 1, total: 1 }) }],
    });

    await user.click(within(await screen.findByRole('article', { name: 'SABA Sports' })).getByRole('button', { name: en.centre.play }));

    await waitFor(() => expect(listener.events).toEqual([{ name: 'open-game', detail: { game: SABA_LOBBY, mode: 'seamless' } }]));
    const params = fetchMock.requests.find((request) => request.path === '/wps/relay/GCSGAME_gameList')?.url.searchParams;
    expect(params?.get('vassalage')).toBe('SABA');
    expect(params?.get('gameType')).toBe('SPORTS');
  });

  it('shows the server message when the lobby cannot be found', async () => {
    const user = userEvent.setup();
    renderCentre('SPORTS', { routes: [{ path: '/wps/relay/GCSGAME_gameList', body: businessError('Vendor closed') }] });

    const card = await screen.findByRole('article', { name: 'SABA Sports' });
    await user.click(within(card).getByRole('button', { name: en.centre.play }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Vendor closed');
  });

  it.each([
    ['guest', 'login-required'],
    ['trial', 'trial-blocked'],
  ] as const)('Play asks the shell for %s rules (%s) and loads nothing', async (kind, event) => {
    const user = userEvent.setup();
    const listener = listen(['open-game', 'login-required', 'trial-blocked']);
    off = listener.off;
    renderCentre('SPORTS', { kind });

    await user.click(within(await screen.findByRole('article', { name: 'SABA Sports' })).getByRole('button', { name: en.centre.play }));

    expect(listener.events.map((e) => e.name)).toEqual([event]);
    expect(fetchMock.requests.some((request) => request.path === '/wps/relay/GCSGAME_gameList')).toBe(false);
  });

  it.each([
    ['LOTT', 'TCG Lotto VN', '/vnLottery'],
    ['ELOTT', 'Lucky E-Lottery', '/lottery?prizeMode=ELOTT'],
  ] as const)('%s: the lottery vendor card opens its lottery page', async (category, vendor, path) => {
    const user = userEvent.setup();
    renderCentre(category);

    await user.click(within(await screen.findByRole('article', { name: vendor })).getByRole('button', { name: en.centre.play }));

    expect(screen.getByTestId('where')).toHaveTextContent(path);
  });

  it('shows an error with Retry when the lanes cannot be loaded', async () => {
    const user = userEvent.setup();
    fetchMock = mockFetchRoutes([
      { path: '/wps/relay/GCSGAME_gameVendor', body: businessError('Busy'), times: 1 },
      { path: '/wps/relay/GCSGAME_gameVendor', body: envelope(LANES) },
    ]);
    renderWithProviders(
      <MemoryRouter>
        <GameCentrePage category="SPORTS" />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'SABA Sports' })).toBeInTheDocument();
  });
});
