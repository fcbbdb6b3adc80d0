import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { fetchGameList } from './games';

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('game list call', () => {
  it('builds the game list query from the runtime config', async () => {
    const game = {
      nodeId: '12',
      nodeName: 'n',
      gameName: 'Fortune',
      displayName: 'Fortune',
      vassalage: 'PG',
      gameType: 'rng',
      isHot: '1',
      showIcon: true,
      iconUrl: '/assets/g.png',
      url: null,
      lagerIcon: null,
      gameCode: 'F1',
      isGame: 1,
    };
    const fetchMock = mockFetchRoutes([
      { path: '/wps/relay/GCSGAME_gameList', body: envelope({ games: [game], pageNo: 1, pageSize: 20, total: '1' }) },
    ]);

    const list = await fetchGameList({ gameType: 'RNG', pageNo: 1, pageSize: 20, language: 'EN', keyword: ' fort ' });

    expect(list.games[0]).toMatchObject({ nodeId: 12, gameType: 'RNG', isHot: 1, showIcon: 1, freeTrial: 0 });
    expect(list.total).toBe(1);
    expect(Object.fromEntries(fetchMock.requests[0]?.url.searchParams ?? [])).toEqual({
      clientType: 'WEB',
      platform: 'W',
      merchant: 'GP01',
      gameType: 'RNG',
      vassalage: '',
      pageNo: '1',
      pageSize: '20',
      language: 'EN',
      keyword: 'fort',
    });
  });
});
