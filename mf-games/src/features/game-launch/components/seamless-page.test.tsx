import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent, Route, Routes, type EventMap } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { envelope, type FetchMock, mockFetchRoutes, renderWithProviders, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { en } from '../../../locales/en';
import { SeamlessPage } from './seamless-page';

const URL_OF_GAME = '/seamless?nodeId=11&vassalage=SABA&gameType=SPORTS&gameCode=SABA_SPORTS_0001&name=SABA+Sports';

let fetchMock: FetchMock;
let offs: Array<() => void> = [];

function listen(names: (keyof EventMap)[]) {
  const events: (keyof EventMap)[] = [];
  offs.push(...names.map((name) => onEvent(name, () => events.push(name))));
  return events;
}

function renderSeamless(url: string, type = 0) {
  fetchMock = mockFetchRoutes([
    { path: '/wps/system/status', body: envelope({ status: 0, launchGameCDNs: [] }) },
    { method: 'POST', path: '/wps/game/launchGame', body: envelope({ url: 'https://play.test/sim/game?session=s' }) },
  ]);
  return renderWithProviders(
    <MemoryRouter initialEntries={['/sports', url]} initialIndex={1}>
      <Routes>
        <Route path="/seamless" element={<SeamlessPage />} />
        <Route path="/sports" element={<h1>Sports page</h1>} />
      </Routes>
    </MemoryRouter>,
    { session: { token: 'tok', member: testMember({ type }) } },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

afterEach(() => {
  offs.forEach((off) => off());
  offs = [];
});

describe('SeamlessPage', () => {
  it('launches the game of the URL and shows it over the page', async () => {
    renderSeamless(URL_OF_GAME);

    expect(screen.getByRole('heading', { level: 1, name: 'SABA Sports' })).toBeInTheDocument();
    expect(await screen.findByTitle('SABA Sports')).toHaveAttribute('src', 'https://play.test/sim/game?session=s');
    const launch = fetchMock.requests.find((request) => request.path === '/wps/game/launchGame');
    expect(launch?.body).toEqual({
      nodeId: 11,
      vassalage: 'SABA',
      gameType: 'SPORTS',
      gameCode: 'SABA_SPORTS_0001',
      language: 'EN',
      device: 'WEB',
      backUrl: 'http://localhost/index',
    });
  });

  it('Exit goes back and asks for a balance refresh', async () => {
    const user = userEvent.setup();
    const events = listen(['balance-refresh-requested']);
    renderSeamless(URL_OF_GAME);
    await screen.findByTitle('SABA Sports');

    await user.click(screen.getByRole('button', { name: en.launch.exit }));

    expect(await screen.findByRole('heading', { name: 'Sports page' })).toBeInTheDocument();
    expect(events).toEqual(['balance-refresh-requested']);
  });

  it('a trial account is told it needs a real account, and nothing is launched', async () => {
    const events = listen(['trial-blocked']);
    renderSeamless(URL_OF_GAME, 4);

    await waitFor(() => expect(events).toEqual(['trial-blocked']));
    expect(screen.getByText(en.launch.noGame)).toBeInTheDocument();
    expect(fetchMock.requests.some((request) => request.path === '/wps/game/launchGame')).toBe(false);
  });

  it('says so when the URL names no game', () => {
    renderSeamless('/seamless?nodeId=abc');
    const page = screen.getByRole('region', { name: en.titles.seamless });
    expect(within(page).getByText(en.launch.noGame)).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: en.launch.backHome })).toHaveAttribute('href', '/index');
  });
});
