/** Builders and a global-fetch mock for API tests. Needs Node's fetch classes (see jest-environment.js). */

export type Envelope<T = unknown> = { success: boolean; value: T; message: string | null; code?: string };

export function envelope<T>(value: T): Envelope<T> {
  return { success: true, value, message: null };
}

export function businessError<T = null>(message: string, value: T = null as T, code?: string): Envelope<T> {
  return { success: false, value, message, ...(code ? { code } : {}) };
}

export type MockReply = {
  status?: number;
  /** JSON body; ignored when `raw` is given. */
  body?: unknown;
  /** Raw body text, e.g. a malformed payload. */
  raw?: string;
  headers?: Record<string, string>;
  /** Never answer (for time-out tests); the request's abort signal still rejects it. */
  hang?: boolean;
  /** Fail like a dropped connection. */
  networkError?: boolean;
};

export type MockRoute = MockReply & {
  /** HTTP method, case-insensitive; any when absent. */
  method?: string;
  /** Path (exact pathname) or pattern matched against the pathname. */
  path: string | RegExp;
  /** Answer only this many times, then let later routes match. */
  times?: number;
};

export type RecordedRequest = {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  /** Parsed JSON body, the raw text when not JSON, or undefined when empty. */
  body: unknown;
};

export type FetchMock = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]> & {
  /** Every request seen, in order. */
  requests: RecordedRequest[];
};

function reply(route: MockReply, signal: AbortSignal | null | undefined): Promise<Response> {
  if (route.networkError) return Promise.reject(new TypeError('Failed to fetch'));
  if (route.hang) {
    return new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')));
    });
  }
  const text = route.raw ?? JSON.stringify(route.body ?? envelope(null));
  return Promise.resolve(
    new Response(text, {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json', ...route.headers },
    }),
  );
}

async function record(input: RequestInfo | URL, init: RequestInit | undefined): Promise<RecordedRequest> {
  const request =
    input instanceof Request ? input.clone() : new Request(new URL(String(input), window.location.href), init);
  const text = await request.text();
  let body: unknown = text || undefined;
  try {
    if (text) body = JSON.parse(text);
  } catch {
    // form bodies and other text stay as they are
  }
  const url = new URL(request.url);
  return { method: request.method.toUpperCase(), url, path: url.pathname, headers: request.headers, body };
}

function matches(route: MockRoute, request: RecordedRequest): boolean {
  if (route.method && route.method.toUpperCase() !== request.method) return false;
  return typeof route.path === 'string' ? route.path === request.path : route.path.test(request.path);
}

/**
 * Replaces global fetch. Routes are tried in order; a route with `times` retires after that many
 * answers. Unmatched requests answer 404 with the envelope. Restored by jest's `restoreMocks`.
 */
export function mockFetchRoutes(routes: MockRoute[]): FetchMock {
  const remaining = routes.map((route) => ({ route, left: route.times ?? Number.POSITIVE_INFINITY }));
  const requests: RecordedRequest[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const recorded = await record(input, init);
    requests.push(recorded);
    const signal = input instanceof Request ? input.signal : init?.signal;
    const entry = remaining.find(({ route, left }) => left > 0 && matches(route, recorded));
    if (!entry) return reply({ status: 404, body: businessError(`No mock for ${recorded.method} ${recorded.path}`) }, signal);
    entry.left -= 1;
    return reply(entry.route, signal);
  };
  const mock =
    typeof globalThis.fetch === 'function'
      ? jest.spyOn(globalThis, 'fetch').mockImplementation(impl)
      : (globalThis.fetch = jest.fn(impl));
  return Object.assign(mock as unknown as FetchMock, { requests });
}

/** Every request answers `value` in a success envelope (or `reply` as given). */
export function mockFetchJson(value: unknown, reply?: Omit<MockReply, 'body'>): FetchMock {
  return mockFetchRoutes([{ path: /.*/, body: envelope(value), ...reply }]);
}
