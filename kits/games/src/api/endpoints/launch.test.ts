import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { onLaunchCdn, onRandomLaunchCdn, requestGameLaunch } from './launch';

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

describe('onRandomLaunchCdn', () => {
  it('reads the launch CDNs of the system status once per page load', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    const fetchMock = mockFetchRoutes([
      { path: '/wps/system/status', body: envelope({ status: 0, launchGameCDNs: ['https://play-a.test', 'https://play-b.test/'] }) },
    ]);

    await expect(onRandomLaunchCdn(Promise.resolve({ url: 'https://play-a.test/g?s=1' }))).resolves.toEqual({ url: 'https://play-b.test/g?s=1' });
    await onRandomLaunchCdn(Promise.resolve({ url: '/g' }));

    expect(fetchMock.requests.filter((request) => request.path === '/wps/system/status')).toHaveLength(1);
  });
});

describe('requestGameLaunch', () => {
  it("posts the remote's fields to /wps/game/launchGame and answers the URL on a launch CDN", async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = mockFetchRoutes([
      { path: '/wps/system/status', body: envelope({ status: 0, launchGameCDNs: ['https://play-a.test'] }) },
      { path: '/wps/game/launchGame', method: 'POST', body: envelope({ url: '/sim/lottery?s=1' }) },
    ]);

    await expect(requestGameLaunch({ launchMode: 'LOTT', lottoGameCode: 'VN1' })).resolves.toEqual({ url: 'https://play-a.test/sim/lottery?s=1' });

    const launch = fetchMock.requests.find((request) => request.path === '/wps/game/launchGame');
    expect(launch?.method).toBe('POST');
    expect(launch?.body).toEqual({ launchMode: 'LOTT', lottoGameCode: 'VN1' });
  });

  it('refuses an answer without a URL', async () => {
    mockFetchRoutes([
      { path: '/wps/system/status', body: envelope({ status: 0, launchGameCDNs: [] }) },
      { path: '/wps/game/launchGame', method: 'POST', body: envelope({ nothing: true }) },
    ]);
    await expect(requestGameLaunch({ gameCode: 'x' })).rejects.toThrow();
  });
});
