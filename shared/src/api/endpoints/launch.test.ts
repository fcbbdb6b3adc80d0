import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '../../testing';
import { isApiError } from '../api-error';
import { loadGameApi } from '../load-game-api';
import { onLaunchCdn } from './launch';

const STATUS = { status: 0, launchGameCDNs: ['https://play-a.test', 'https://play-b.test/'] };
const GAME = { nodeId: 11, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_TIGER' } as const;

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('onLaunchCdn', () => {
  const cdns = ['https://play-a.test', 'https://play-b.test/'];

  it('moves a URL on a launch CDN to one picked at random, keeping path and query', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    expect(onLaunchCdn('https://play-a.test/sim/game?session=1&x=2', cdns)).toBe('https://play-b.test/sim/game?session=1&x=2');
  });

  it('joins a path to the picked CDN', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    expect(onLaunchCdn('/sim/game?session=1', cdns)).toBe('https://play-a.test/sim/game?session=1');
  });

  it("leaves a vendor's own host, and everything when there is no CDN, as it is", () => {
    expect(onLaunchCdn('https://vendor.test/lobby', cdns)).toBe('https://vendor.test/lobby');
    expect(onLaunchCdn('/sim/game', [])).toBe('/sim/game');
  });
});

describe('game launches', () => {
  it('launchGame posts the game, language, device and back URL, and answers a URL on a launch CDN', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    const fetchMock = mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/game/launchGame', body: envelope({ url: 'https://play-a.test/sim/game?session=s1' }) },
    ]);
    const api = await loadGameApi();

    const result = await api.launchGame(GAME, { language: 'TY', backUrl: 'http://site.test/rng' });

    expect(result.url).toBe('https://play-b.test/sim/game?session=s1');
    const launch = fetchMock.requests.find((request) => request.path === '/wps/game/launchGame');
    expect(launch?.body).toEqual({ ...GAME, language: 'TY', device: 'WEB', backUrl: 'http://site.test/rng' });

    await api.launchGame(GAME, { language: 'EN', trial: true });
    expect(fetchMock.requests.at(-1)?.body).toEqual({ ...GAME, language: 'EN', device: 'WEB', trial: 1 });
    // The CDN list is read once per page load.
    expect(fetchMock.requests.filter((request) => request.path === '/wps/system/status')).toHaveLength(1);
  });

  it('launchFreeTrial goes through GCS_gameLaunchFB', async () => {
    const fetchMock = mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/relay/GCS_gameLaunchFB', body: envelope({ url: 'https://vendor.test/demo' }) },
    ]);
    const api = await loadGameApi();

    expect((await api.launchFreeTrial(GAME, { language: 'EN' })).url).toBe('https://vendor.test/demo');
    expect(fetchMock.requests.at(-1)?.body).toEqual({ ...GAME, language: 'EN', device: 'WEB' });
  });

  it('a refused launch is an error with the server message', async () => {
    mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/game/launchGame', body: businessError('Game maintenance', null, 'GAME_MAINTENANCE') },
    ]);
    const api = await loadGameApi();

    const error: unknown = await api.launchGame(GAME, { language: 'EN' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('Game maintenance');
  });

  it('refuses a launch URL that is not http(s)', async () => {
    mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/game/launchGame', body: envelope({ url: 'javascript:alert(1)' }) },
    ]);
    const api = await loadGameApi();

    const error: unknown = await api.launchGame(GAME, { language: 'EN' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('invalid-response');
  });

  it('launchLottery sends the lottery launch parameters of SPEC §7', async () => {
    const fetchMock = mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/game/launchGame', body: envelope({ url: 'https://play-a.test/sim/game?session=l1' }) },
    ]);
    const api = await loadGameApi();

    await api.launchLottery({ prizeMode: 'ZY', gameCode: 'ZY_HANOI', view: 'lobby', language: 'EN', backUrl: 'http://site.test/vnLottery' });

    expect(fetchMock.requests.at(-1)?.body).toEqual({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'ZY',
      lottoGameCode: 'ZY_HANOI',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: 'http://site.test/vnLottery',
      language: 'EN',
    });
  });
});
