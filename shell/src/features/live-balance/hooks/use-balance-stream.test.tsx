import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { balanceAtom, onEvent, sharedStore, signInAtom } from '@gp/kernel';
import { envelope, mockFetchRoutes, type MockRoute, setTestRuntimeConfig, testMember } from '@gp/kernel/testing';
import { balanceRefreshAtom } from '../../../lib/session/refresh-status';
import { resetSession } from '../../../testing/session/setup';
import { balanceStreamUrl, useBalanceStream } from './use-balance-stream';

const TICKET = '/wps/v2/wallets/stream/ticket';
const TOKEN = 'session-token-abc';

/** A stand-in for the browser's EventSource: the test opens it, sends events and fails it. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(name: string, data: string) {
    this.dispatchEvent(new MessageEvent(name, { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const latest = () => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
};

const ticketRoute = (ticket = 'ticket-0123456789abcdef', times?: number): MockRoute => ({ method: 'POST', path: TICKET, body: envelope({ ticket, expiresInSeconds: 30 }), times });

const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={sharedStore}>{children}</JotaiProvider>;

function signInAndStream() {
  act(() => sharedStore.set(signInAtom, { token: TOKEN, member: testMember() }));
  return renderHook(() => useBalanceStream(), { wrapper });
}

function countRefreshRequests() {
  const counter = { count: 0 };
  const stop = onEvent('balance-refresh-requested', () => {
    counter.count += 1;
  });
  return { counter, stop };
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
});
beforeEach(() => {
  setTestRuntimeConfig();
  resetSession();
  FakeEventSource.instances = [];
  sharedStore.set(balanceRefreshAtom, 'ok');
});
afterEach(() => jest.useRealTimers());

describe('useBalanceStream', () => {
  it('opens the stream with a ticket from an authenticated call, never the session token, and shows each pushed balance', async () => {
    const fetchMock = mockFetchRoutes([ticketRoute()]);
    signInAndStream();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(fetchMock.requests[0]?.headers.get('token')).toBe(TOKEN);
    const url = new URL(latest().url);
    expect(url.pathname).toBe('/wps/v2/wallets/stream');
    expect(url.searchParams.get('ticket')).toBe('ticket-0123456789abcdef');
    expect(latest().url).not.toContain(TOKEN);

    act(() => {
      latest().open();
      latest().send('balance', JSON.stringify({ balance: 12445.67, mainBalance: 11975.17, currencySymbol: '₱' }));
    });
    expect(sharedStore.get(balanceAtom)).toBe(12445.67);

    // What is not a balance is dropped.
    act(() => {
      latest().send('balance', JSON.stringify({ balance: 'lots' }));
      latest().send('balance', 'not json');
    });
    expect(sharedStore.get(balanceAtom)).toBe(12445.67);
  });

  it('closes when offline; online again it reconnects with a new ticket and refetches the balance once open', async () => {
    mockFetchRoutes([ticketRoute('ticket-first-0123456789', 1), ticketRoute('ticket-second-012345678', 1)]);
    const { counter, stop } = countRefreshRequests();
    signInAndStream();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = latest();
    act(() => first.open());
    expect(counter.count).toBe(0);

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(first.closed).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(new URL(latest().url).searchParams.get('ticket')).toBe('ticket-second-012345678');
    act(() => latest().open());
    expect(counter.count).toBe(1);
    stop();
  });

  it('after a drop asks for a new ticket (the spent one cannot reopen) and resynchronises', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    mockFetchRoutes([ticketRoute('ticket-first-0123456789', 1), ticketRoute('ticket-second-012345678', 1)]);
    const { counter, stop } = countRefreshRequests();
    signInAndStream();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => latest().open());
    act(() => latest().fail());
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(new URL(latest().url).searchParams.get('ticket')).toBe('ticket-second-012345678');
    act(() => latest().open());
    expect(counter.count).toBe(1);
    stop();
  });

  it.each<[string, MockRoute[]]>([
    ['the back end has no stream (404)', [{ method: 'POST', path: TICKET, status: 404, body: { success: false, value: null, message: 'Not found' } }]],
    ['the answer is not a ticket', [{ method: 'POST', path: TICKET, body: envelope({ unexpected: true }) }]],
  ])('leaves the balance to its refreshes when %s', async (_name, routes) => {
    const fetchMock = mockFetchRoutes(routes);
    signInAndStream();
    await waitFor(() => expect(fetchMock.requests).toHaveLength(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(sharedStore.get(balanceRefreshAtom)).toBe('ok');
  });

  it('gives up after three tries of a stream that never opens (a server that does not speak it)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    mockFetchRoutes([ticketRoute()]);
    signInAndStream();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => latest().fail());
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    act(() => latest().fail());
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(3));
    act(() => latest().fail());
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('stays off when the runtime config turns it off, and while signed out', async () => {
    const fetchMock = mockFetchRoutes([ticketRoute()]);
    renderHook(() => useBalanceStream(), { wrapper });
    setTestRuntimeConfig({ balanceStream: { enabled: false } });
    signInAndStream();
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock.requests).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('joins a stream path to the API base and keeps an absolute stream URL', () => {
    expect(balanceStreamUrl('/wps/v2/wallets/stream', 'https://api.example.com')).toBe('https://api.example.com/wps/v2/wallets/stream');
    expect(balanceStreamUrl('/wps/v2/wallets/stream', '')).toBe(`${window.location.origin}/wps/v2/wallets/stream`);
    expect(balanceStreamUrl('https://push.example.com/balance', 'https://api.example.com')).toBe('https://push.example.com/balance');
  });
});
