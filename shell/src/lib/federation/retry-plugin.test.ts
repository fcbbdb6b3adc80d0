import { retryPlugin } from './retry-plugin';

type FetchHook = (url: string, options: RequestInit) => Promise<Response>;

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json({ from: 'network' })));
});

afterEach(() => fetchMock.mockRestore());

const hook = (plugin: ReturnType<typeof retryPlugin>) => plugin.fetch as unknown as FetchHook;

it('takes the manifest the entry already asked for instead of fetching it again', async () => {
  const early = new Map([[MANIFEST, Promise.resolve(json({ from: 'entry' }))]]);
  const take = (url: string) => {
    const answer = early.get(url);
    early.delete(url);
    return answer;
  };
  const fetchHook = hook(retryPlugin(take));
  await expect((await fetchHook(MANIFEST, {})).json()).resolves.toEqual({ from: 'entry' });
  expect(fetchMock).not.toHaveBeenCalled();
  // Taken once: a later load (Retry) asks the network.
  await expect((await fetchHook(MANIFEST, {})).json()).resolves.toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('fetches the manifest itself when the early request failed or was refused', async () => {
  await expect((await hook(retryPlugin(() => Promise.reject(new TypeError('Failed to fetch'))))(MANIFEST, {})).json()).resolves.toEqual({
    from: 'network',
  });
  await expect((await hook(retryPlugin(() => Promise.resolve(json({}, 503))))(MANIFEST, {})).json()).resolves.toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(fetchMock).toHaveBeenCalledWith(MANIFEST, expect.anything());
});

it('retries a failed manifest once before giving up', async () => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  fetchMock.mockImplementationOnce(() => Promise.resolve(json({}, 500)));
  await expect((await hook(retryPlugin())(MANIFEST, {})).json()).resolves.toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  log.mockRestore();
});
