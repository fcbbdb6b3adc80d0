import { mockFetchRoutes } from '../testing/mock-fetch';
import type * as RuntimeConfigModule from './runtime-config';

function freshModule(): typeof RuntimeConfigModule {
  let mod: typeof RuntimeConfigModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual('./runtime-config');
  });
  if (!mod) throw new Error('not loaded');
  return mod;
}

const minimal = {
  merchantCode: 'GP01',
  defaultWeakPassword: 'secret',
  encryption: { publicKeyJwk: { kty: 'RSA', n: 'abc', e: 'AQAB', kid: 'k1' } },
};

describe('runtime config', () => {
  it('throws a clear error before it is loaded', () => {
    expect(() => freshModule().getRuntimeConfig()).toThrow(/not loaded.*loadRuntimeConfig/);
  });

  it('loads without cache, validates and applies defaults', async () => {
    const config = freshModule();
    const fetchMock = mockFetchRoutes([{ path: '/runtime-config.json', body: { ...minimal, apiBaseUrl: 'https://api.example.com/' } }]);

    const loaded = await config.loadRuntimeConfig();

    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(loaded).toEqual({
      apiBaseUrl: 'https://api.example.com',
      merchantCode: 'GP01',
      platform: 'W',
      clientType: 'WEB',
      device: 'WEB',
      languages: ['EN', 'TY', 'CN', 'TH', 'VI', 'ID', 'KO', 'JA'],
      defaultLanguage: 'EN',
      pseudoLocale: false,
      requestTimeoutMs: 15000,
      chunkTimeoutMs: 120000,
      defaultWeakPassword: 'secret',
      currencySymbol: '₱',
      encryption: minimal.encryption,
      localOrigins: [],
      cdn: {},
      siteTimeZone: 'Asia/Manila',
      withdrawConfirmMinutes: 30,
      sessionReminderMinuteMs: 60000,
      balanceStream: { enabled: true, ticketPath: '/wps/v2/wallets/stream/ticket', streamUrl: '/wps/v2/wallets/stream' },
    });
    expect(config.getRuntimeConfig()).toBe(loaded);
  });

  it('rejects an invalid config, naming the field', async () => {
    const config = freshModule();
    mockFetchRoutes([{ path: '/cfg.json', body: { ...minimal, merchantCode: undefined, defaultLanguage: 'FR' } }]);
    await expect(config.loadRuntimeConfig('/cfg.json')).rejects.toThrow(/merchantCode[\s\S]*defaultLanguage|defaultLanguage[\s\S]*merchantCode/);
  });

  it('keeps the metrics endpoint of remote loads when one is set (absent: the shell reports nothing)', () => {
    const config = freshModule();
    expect(config.setRuntimeConfig({ ...minimal, metricsUrl: '/wps/v2/metrics/remote-loads' }).metricsUrl).toBe('/wps/v2/metrics/remote-loads');
    expect(config.setRuntimeConfig(minimal).metricsUrl).toBeUndefined();
    expect(() => config.setRuntimeConfig({ ...minimal, metricsUrl: '' })).toThrow(/metricsUrl/);
  });

  it('offers only complete languages, and a default among them', () => {
    const config = freshModule();
    expect(config.setRuntimeConfig({ ...minimal, languages: ['TY'], defaultLanguage: 'TY' }).languages).toEqual(['TY']);
    // TW is in the registry but not complete yet: a site cannot offer it.
    expect(() => config.setRuntimeConfig({ ...minimal, languages: ['EN', 'TW'] as never })).toThrow(/languages/);
    expect(() => config.setRuntimeConfig({ ...minimal, languages: ['EN'], defaultLanguage: 'TY' })).toThrow(/defaultLanguage must be one of languages/);
  });

  it('takes a CDN base URL per remote, none by default, and refuses one that is not an http(s) folder', () => {
    const config = freshModule();
    expect(config.setRuntimeConfig(minimal).cdn).toEqual({});
    expect(config.setRuntimeConfig({ ...minimal, cdn: { mf_games: 'https://cdn.example.com/games/' } }).cdn).toEqual({
      mf_games: 'https://cdn.example.com/games/',
    });
    for (const url of ['https://cdn.example.com/games', 'javascript:alert(1)/', 'ftp://cdn.example.com/']) {
      expect(() => config.setRuntimeConfig({ ...minimal, cdn: { mf_games: url } })).toThrow(/cdn/);
    }
  });

  it('reports an HTTP failure', async () => {
    const config = freshModule();
    mockFetchRoutes([{ path: '/missing.json', status: 404, raw: 'not found' }]);
    await expect(config.loadRuntimeConfig('/missing.json')).rejects.toThrow(/HTTP 404/);
  });

  it('takes the answer index.html already asked for, once', async () => {
    const config = freshModule();
    const fetchMock = mockFetchRoutes([{ path: '/runtime-config.json', body: { ...minimal, merchantCode: 'LATE' } }]);
    const early = Promise.resolve(new Response(JSON.stringify({ ...minimal, merchantCode: 'EARLY' })));
    window.__gpBootFetches = { '/runtime-config.json': early };

    expect((await config.loadRuntimeConfig()).merchantCode).toBe('EARLY');
    expect(fetchMock).not.toHaveBeenCalled();
    // A second load (a retry) asks the server again.
    expect((await config.loadRuntimeConfig()).merchantCode).toBe('LATE');
    delete window.__gpBootFetches;
  });
});
