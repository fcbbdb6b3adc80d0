import { beaconTransport, createLoadReporter } from './load-metrics';

const URL_ = '/wps/v2/metrics/remote-loads';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends the loads counted per remote and release in one batch, later, never at once', () => {
  const transport = jest.fn();
  const reporter = createLoadReporter(URL_, { transport, target: null });
  reporter.record('mf_games', '1.1.0-bbbbbbbb', 'canary', 'ok');
  reporter.record('mf_games', '1.1.0-bbbbbbbb', 'canary', 'failed');
  reporter.record('mf_games', '1.1.0-bbbbbbbb', 'canary', 'render');
  reporter.record('mf_member', 'live', 'stable', 'ok');
  expect(transport).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(transport).toHaveBeenCalledTimes(1);
  const [url, body] = transport.mock.calls[0] as [string, string];
  expect(url).toBe(URL_);
  expect(JSON.parse(body)).toEqual({
    loads: [
      { remote: 'mf_games', release: '1.1.0-bbbbbbbb', channel: 'canary', ok: 1, failed: 1, render: 1 },
      { remote: 'mf_member', release: 'live', channel: 'stable', ok: 1, failed: 0, render: 0 },
    ],
  });
  // Nothing new: nothing sent.
  jest.runOnlyPendingTimers();
  expect(transport).toHaveBeenCalledTimes(1);
});

it('sends what is counted when the page is left or hidden', () => {
  const transport = jest.fn();
  createLoadReporter(URL_, { transport }).record('mf_games', 'live', 'stable', 'failed');
  window.dispatchEvent(new Event('pagehide'));
  expect(transport).toHaveBeenCalledTimes(1);
  const reporter = createLoadReporter(URL_, { transport });
  reporter.record('mf_games', 'live', 'stable', 'ok');
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(transport).toHaveBeenCalledTimes(2);
});

it('a transport that throws costs the page nothing', () => {
  const reporter = createLoadReporter(URL_, {
    transport: () => {
      throw new Error('blocked');
    },
    target: null,
  });
  reporter.record('mf_games', 'live', 'stable', 'ok');
  expect(() => reporter.flush()).not.toThrow();
});

describe('beacon transport', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.reject(new Error('offline')));
    Object.assign(globalThis, { fetch: fetchMock });
  });

  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'sendBeacon', original);
    else Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('queues a beacon of JSON; when the browser refuses it, a keepalive fetch carries it', () => {
    const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    beaconTransport(URL_, '{"loads":[]}');
    expect(sendBeacon).toHaveBeenCalledWith(URL_, expect.any(Blob));
    expect((sendBeacon.mock.calls[0]?.[1] as Blob).type).toBe('application/json');
    expect(fetchMock).not.toHaveBeenCalled();

    sendBeacon.mockReturnValue(false);
    beaconTransport(URL_, '{"loads":[]}');
    expect(fetchMock).toHaveBeenCalledWith(URL_, expect.objectContaining({ method: 'POST', keepalive: true, body: '{"loads":[]}' }));
  });
});
