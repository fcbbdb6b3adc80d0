import { screen, within } from '@testing-library/react';
import { MemoryRouter } from '@gp/kernel/host';
import { businessError, envelope, mockFetchRoutes, type MockRoute, renderWithProviders, setTestRuntimeConfig, testGame, testMember } from '@gp/kernel/testing';
import { en } from '../../../locales/en';
import { RecentPage } from './recent-page';

function lotteryGame(gameCode: string, gameName: string, prizeMode: string) {
  return { gameCode, gameName, prizeMode, drawIntervalSec: 60, nextDrawTime: '2030-01-01T00:00:00Z' };
}

function renderRecent(routes: MockRoute[]) {
  mockFetchRoutes([{ path: '/wps/relay/MCSFE_getFavoriteGames', body: envelope({ nodeIds: [] }) }, ...routes]);
  return renderWithProviders(
    <MemoryRouter>
      <RecentPage />
    </MemoryRouter>,
    { session: { token: 'tok', member: testMember() } },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('RecentPage', () => {
  it('shows the games launched lately and the recent lottery games, newest first', async () => {
    renderRecent([
      { path: '/wps/relay/GCS_recentGame', body: envelope({ games: [testGame('Super Ace', { vassalage: 'JILI' }), testGame('Fortune Tiger')] }) },
      {
        path: '/lgw/vn/games/game_menu/recent',
        body: envelope({
          games: [lotteryGame('VNL_NORTH', 'Northern Lottery', 'LOTT'), lotteryGame('SEA_TH', 'Thai Lottery', 'SEA'), lotteryGame('EL_KENO', 'Speed Keno', 'ELOTT')],
        }),
      },
    ]);

    const games = await screen.findByRole('list', { name: en.recent.games });
    expect(within(games).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Super Ace', 'Fortune Tiger']);
    const lottery = await screen.findByRole('list', { name: en.recent.lottery });
    expect(within(lottery).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/vnLottery?prizeMode=LOTT&gameCode=VNL_NORTH',
      '/seaLottery?gameCode=SEA_TH',
      '/lottery?prizeMode=ELOTT&gameCode=EL_KENO',
    ]);
    expect(within(lottery).getByRole('link', { name: 'Open Northern Lottery' })).toBeInTheDocument();
  });

  it('says when nothing was played, and shows a failure of one part only in that part', async () => {
    renderRecent([
      { path: '/wps/relay/GCS_recentGame', body: envelope({ games: [] }) },
      { path: '/lgw/vn/games/game_menu/recent', body: businessError('Lottery offline') },
    ]);

    expect(await screen.findByText(en.recent.gamesEmpty)).toBeInTheDocument();
    const lottery = screen.getByRole('region', { name: en.recent.lottery });
    expect(await within(lottery).findByRole('alert')).toHaveTextContent('Lottery offline');
  });
});
