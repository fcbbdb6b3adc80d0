import { isApiError } from '@gp/kernel';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { launchFreeTrial, launchGame } from './launch-game';

const STATUS = { status: 0, launchGameCDNs: ['https://play-a.test', 'https://play-b.test/'] };
const GAME = { nodeId: 11, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_TIGER' } as const;

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('game launches', () => {
  it('launchGame posts the game, language, device and back URL, and answers a URL on a launch CDN', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    const fetchMock = mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/game/launchGame', body: envelope({ url: 'https://play-a.test/sim/game?session=s1' }) },
    ]);

    const result = await launchGame(GAME, { language: 'TY', backUrl: 'http://site.test/rng' });

    expect(result.url).toBe('https://play-b.test/sim/game?session=s1');
    const launch = fetchMock.requests.find((request) => request.path === '/wps/game/launchGame');
    expect(launch?.body).toEqual({ ...GAME, language: 'TY', device: 'WEB', backUrl: 'http://site.test/rng' });

    await launchGame(GAME, { language: 'EN', trial: true });
    expect(fetchMock.requests.at(-1)?.body).toEqual({ ...GAME, language: 'EN', device: 'WEB', trial: 1 });
  });

  it('launchFreeTrial goes through GCS_gameLaunchFB', async () => {
    const fetchMock = mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/relay/GCS_gameLaunchFB', body: envelope({ url: 'https://vendor.test/demo' }) },
    ]);

    expect((await launchFreeTrial(GAME, { language: 'EN' })).url).toBe('https://vendor.test/demo');
    expect(fetchMock.requests.at(-1)?.body).toEqual({ ...GAME, language: 'EN', device: 'WEB' });
  });

  it('a refused launch is an error with the server message', async () => {
    mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/game/launchGame', body: businessError('Game maintenance', null, 'GAME_MAINTENANCE') },
    ]);

    const error: unknown = await launchGame(GAME, { language: 'EN' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('Game maintenance');
  });

  it('refuses a launch URL that is not http(s)', async () => {
    mockFetchRoutes([
      { path: '/wps/system/status', body: envelope(STATUS) },
      { method: 'POST', path: '/wps/game/launchGame', body: envelope({ url: 'javascript:alert(1)' }) },
    ]);

    const error: unknown = await launchGame(GAME, { language: 'EN' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('invalid-response');
  });
});
