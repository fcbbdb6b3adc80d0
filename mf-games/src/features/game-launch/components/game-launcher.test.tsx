import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GameLaunchRequest, onEvent, Route, Routes, useLocation, type WhitelabelNode, type EventMap } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { businessError, envelope, type FetchMock, mockFetchRoutes, type MockRoute, renderWithProviders, setTestRuntimeConfig, testGame, testMember } from '@gp/kernel/testing';
import { en } from '../../../locales/en';
import { GameLauncher } from './game-launcher';

const LAUNCH = '/wps/game/launchGame';
const FREE_TRIAL = '/wps/relay/GCS_gameLaunchFB';
const STATUS = { path: '/wps/system/status', body: envelope({ status: 0, launchGameCDNs: ['https://play.test'] }) };
const GAME = testGame('Fortune Tiger', { nodeId: 11, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_TIGER', freeTrial: 1 });
const FREE_PLAY: WhitelabelNode[] = [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }];

type Kind = 'guest' | 'member' | 'agent' | 'trial';
const TYPES: Record<Exclude<Kind, 'guest'>, number> = { member: 0, agent: 1, trial: 4 };

let fetchMock: FetchMock;
let offs: Array<() => void> = [];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function listen(names: (keyof EventMap)[]) {
  const events: (keyof EventMap)[] = [];
  offs.push(...names.map((name) => onEvent(name, () => events.push(name))));
  return events;
}

function renderLauncher(request: Omit<GameLaunchRequest, 'id'>, { kind = 'member', routes = [] }: { kind?: Kind; routes?: MockRoute[] } = {}) {
  fetchMock = mockFetchRoutes([STATUS, ...routes]);
  const onClose = jest.fn();
  const session = kind === 'guest' ? undefined : { token: 'tok', member: testMember({ type: TYPES[kind] }) };
  renderWithProviders(
    <MemoryRouter initialEntries={['/rng']}>
      <Routes>
        <Route path="/rng" element={<GameLauncher request={{ ...request, id: 1 }} onClose={onClose} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    { ...(session ? { session } : {}), features: FREE_PLAY },
  );
  return onClose;
}

function launches() {
  return fetchMock.requests.filter((request) => request.path === LAUNCH || request.path === FREE_TRIAL);
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

afterEach(() => {
  offs.forEach((off) => off());
  offs = [];
});

describe('GameLauncher: the launch rules per session kind', () => {
  it('a guest is sent to log in; nothing is launched', async () => {
    const events = listen(['login-required', 'trial-blocked', 'balance-refresh-requested']);
    const onClose = renderLauncher({ game: GAME, mode: 'popup' }, { kind: 'guest' });

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(events).toEqual(['login-required']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launches()).toHaveLength(0);
  });

  it('a trial account gets in_need_true_account; nothing is launched', async () => {
    const events = listen(['login-required', 'trial-blocked']);
    const onClose = renderLauncher({ game: GAME, mode: 'popup' }, { kind: 'trial' });

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(events).toEqual(['trial-blocked']);
    expect(launches()).toHaveLength(0);
  });

  it.each(['member', 'agent'] as const)('session kind %s launches through launchGame and plays in the sandboxed pop-up', async (kind) => {
    renderLauncher({ game: GAME, mode: 'popup' }, { kind, routes: [{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/sim/game?session=abc' }) }] });

    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    const frame = await within(dialog).findByTitle('Fortune Tiger');
    expect(frame).toHaveAttribute('src', 'https://play.test/sim/game?session=abc');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('allow', expect.stringContaining('fullscreen'));
    expect(launches()[0]?.body).toEqual({
      nodeId: 11,
      vassalage: 'PG',
      gameType: 'RNG',
      gameCode: 'PG_TIGER',
      language: 'EN',
      device: 'WEB',
      backUrl: 'http://localhost/',
    });
  });

  it('shows the server message when the launch is refused, and Retry launches again', async () => {
    const user = userEvent.setup();
    renderLauncher(
      { game: GAME, mode: 'popup' },
      {
        routes: [
          { method: 'POST', path: LAUNCH, body: businessError('Game maintenance', null, 'GAME_MAINTENANCE'), times: 1 },
          { method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/sim/game?session=2' }) },
        ],
      },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(en.launch.failed);
    expect(alert).toHaveTextContent('Game maintenance');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await within(dialog).findByTitle('Fortune Tiger')).toHaveAttribute('src', 'https://play.test/sim/game?session=2');
    expect(launches()).toHaveLength(2);
  });

  it('closing the pop-up asks for a balance refresh', async () => {
    const user = userEvent.setup();
    const events = listen(['balance-refresh-requested']);
    const onClose = renderLauncher({ game: GAME, mode: 'popup' }, { routes: [{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/g' }) }] });
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    await within(dialog).findByTitle('Fortune Tiger');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(events).toEqual(['balance-refresh-requested']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('seamless mode opens /seamless with the game and launches nothing here', async () => {
    const onClose = renderLauncher({ game: GAME, mode: 'seamless' });

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByTestId('where')).toHaveTextContent('/seamless?nodeId=11&vassalage=PG&gameType=RNG&gameCode=PG_TIGER&name=Fortune+Tiger');
    expect(launches()).toHaveLength(0);
  });

  it('"Open on its own page" moves a real-money game to /seamless', async () => {
    const user = userEvent.setup();
    const onClose = renderLauncher({ game: GAME, mode: 'popup' }, { routes: [{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/g' }) }] });

    await user.click(await screen.findByRole('button', { name: en.launch.fullPage }));

    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/seamless?nodeId=11');
  });

  it('a free trial plays for a guest through GCS_gameLaunchFB, in the pop-up only', async () => {
    renderLauncher(
      { game: GAME, mode: 'seamless', trial: true },
      { kind: 'guest', routes: [{ method: 'POST', path: FREE_TRIAL, body: envelope({ url: 'https://play.test/demo' }) }] },
    );

    const dialog = await screen.findByRole('dialog', { name: `Fortune Tiger · ${en.launch.freeTrial}` });
    expect(await within(dialog).findByTitle('Fortune Tiger')).toHaveAttribute('src', 'https://play.test/demo');
    expect(launches().map((request) => request.path)).toEqual([FREE_TRIAL]);
    expect(within(dialog).queryByRole('button', { name: en.launch.fullPage })).not.toBeInTheDocument();
  });

  it('a trial account may play a free trial, through GCS_gameLaunchFB', async () => {
    renderLauncher({ game: GAME, mode: 'popup', trial: true }, { kind: 'trial', routes: [{ method: 'POST', path: FREE_TRIAL, body: envelope({ url: 'https://play.test/demo' }) }] });
    await screen.findByTitle('Fortune Tiger');
    expect(launches().map((request) => request.path)).toEqual([FREE_TRIAL]);
  });

  it('a member free trial goes through launchGame with trial 1', async () => {
    renderLauncher({ game: GAME, mode: 'popup', trial: true }, { routes: [{ method: 'POST', path: LAUNCH, body: envelope({ url: 'https://play.test/demo' }) }] });
    await screen.findByTitle('Fortune Tiger');
    expect(launches()[0]).toMatchObject({ path: LAUNCH, body: expect.objectContaining({ nodeId: 11, trial: 1 }) });
  });
});

