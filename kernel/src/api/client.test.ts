import * as v from 'valibot';
import { onEvent } from '../events/event-bus';
import { signInAtom, signOutAtom } from '../session/session-atoms';
import { sharedStore } from '../session/shared-store';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, testMember } from '../testing';
import { ApiError, errorMessageKey, isApiError } from './api-error';
import { apiRequest, relayPath } from './client';
import { fetchMemberInfo } from './endpoints/member';

const itemSchema = v.object({ id: v.number(), name: v.string() });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  setTestRuntimeConfig({ apiBaseUrl: 'http://api.test', requestTimeoutMs: 200 });
  sharedStore.set(signOutAtom);
});

describe('API client', () => {
  it('unwraps the envelope and validates the value', async () => {
    const fetchMock = mockFetchRoutes([{ method: 'GET', path: '/wps/items/1', body: envelope({ id: 1, name: 'one', extra: true }) }]);

    await expect(apiRequest('/wps/items/1', { schema: itemSchema, params: { a: 1, b: undefined, c: null } })).resolves.toEqual({
      id: 1,
      name: 'one',
    });

    const [request] = fetchMock.requests;
    expect(request?.url.href).toBe('http://api.test/wps/items/1?a=1');
  });

  it('uses the page origin when apiBaseUrl is empty', async () => {
    setTestRuntimeConfig({ apiBaseUrl: '' });
    const fetchMock = mockFetchRoutes([{ path: '/wps/ping', body: envelope(null) }]);
    await apiRequest('/wps/ping', { schema: v.null() });
    expect(fetchMock.requests[0]?.url.origin).toBe(window.location.origin);
  });

  it('sends the token header only when logged in', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/member/info', body: envelope(testMember()) }]);
    await fetchMemberInfo();
    expect(fetchMock.requests[0]?.headers.get('token')).toBeNull();

    sharedStore.set(signInAtom, { token: 'tok-9', member: null });
    await expect(fetchMemberInfo()).resolves.toEqual(testMember());
    expect(fetchMock.requests[1]?.headers.get('token')).toBe('tok-9');
  });

  it('turns success:false into a business error carrying the server message and value', async () => {
    mockFetchRoutes([{ path: '/wps/session/login', body: businessError('Wrong password', { captcha: true }, 'E_LOGIN') }]);

    const error = await caught(apiRequest('/wps/session/login', { method: 'post', json: { username: 'a' }, schema: v.unknown() }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: 'Wrong password', code: 'E_LOGIN', value: { captcha: true } });
    expect(errorMessageKey(error)).toBe('Wrong password');
  });

  it('on 401 throws unauthorized and emits login-required once', async () => {
    sharedStore.set(signInAtom, { token: 'expired', member: null });
    mockFetchRoutes([
      {
        path: /.*/,
        status: 401,
        body: { success: false, code: 'UNAUTHORIZED', message: 'You are not logged in, please log in', value: null },
      },
    ]);
    const loginRequired = jest.fn();
    const off = onEvent('login-required', loginRequired);

    const errors = await Promise.all([
      caught(apiRequest('/wps/v2/wallets/balance', { schema: v.unknown() })),
      caught(apiRequest('/wps/member/info', { schema: v.unknown() })),
    ]);
    await caught(apiRequest('/wps/member/info', { schema: v.unknown() }));

    expect(errors.map((e) => e.kind)).toEqual(['unauthorized', 'unauthorized']);
    expect(errors[0]).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'error.notLoggedIn' });
    expect(loginRequired).toHaveBeenCalledTimes(1);
    expect(loginRequired).toHaveBeenCalledWith({ reason: 'expired' }, expect.anything());
    expect(errorMessageKey(errors[0])).toBe('error.notLoggedIn');
    off();
  });

  it('a 401 to a request sent with an earlier token leaves the new session alone', async () => {
    sharedStore.set(signInAtom, { token: 'old', member: null });
    const fetchMock = mockFetchRoutes([
      { path: /.*/, status: 401, body: { success: false, code: 'UNAUTHORIZED', message: 'You are not logged in, please log in', value: null } },
    ]);
    const answer = fetchMock.getMockImplementation();
    if (!answer) throw new Error('the fetch mock answers');
    // The player signs in again while the old call is under way; its 401 comes after.
    fetchMock.mockImplementationOnce((input, init) => {
      sharedStore.set(signInAtom, { token: 'new', member: null });
      return answer(input, init);
    });
    const loginRequired = jest.fn();
    const off = onEvent('login-required', loginRequired);

    expect((await caught(apiRequest('/wps/member/info', { schema: v.unknown() }))).kind).toBe('unauthorized');
    expect(fetchMock.requests[0]?.headers.get('token')).toBe('old');
    expect(loginRequired).not.toHaveBeenCalled();

    // A 401 to the new token does end it.
    await caught(apiRequest('/wps/member/info', { schema: v.unknown() }));
    expect(loginRequired).toHaveBeenCalledTimes(1);
    off();
  });

  it('maps a malformed JSON body to invalid-response', async () => {
    mockFetchRoutes([{ path: '/wps/system/status', raw: '{"success": tru' }]);
    const error = await caught(apiRequest('/wps/system/status', { schema: v.unknown() }));
    expect(error.kind).toBe('invalid-response');
    expect(errorMessageKey(error)).toBe('error.unknown');
  });

  it('maps a body that is not an envelope to invalid-response', async () => {
    mockFetchRoutes([{ path: '/wps/x', body: { games: [] } }]);
    expect((await caught(apiRequest('/wps/x', { schema: v.unknown() }))).kind).toBe('invalid-response');
  });

  it('maps a value that does not match the schema to invalid-response, naming the problem', async () => {
    mockFetchRoutes([{ path: '/wps/items/1', body: envelope({ id: 'not a number', name: 1 }) }]);
    const error = await caught(apiRequest('/wps/items/1', { schema: itemSchema }));
    expect(error.kind).toBe('invalid-response');
    expect(String((error.cause as Error).message)).toMatch(/\/wps\/items\/1/);
  });

  it('maps a time-out to the timeout kind without retrying', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/slow', hang: true }]);
    const error = await caught(apiRequest('/wps/slow', { schema: v.unknown() }));
    expect(error.kind).toBe('timeout');
    expect(errorMessageKey(error)).toBe('error.timeout');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a GET on 5xx and succeeds', async () => {
    const fetchMock = mockFetchRoutes([
      { path: '/wps/flaky', status: 502, body: businessError('Bad gateway'), times: 2 },
      { path: '/wps/flaky', body: envelope({ id: 2, name: 'two' }) },
    ]);
    await expect(apiRequest('/wps/flaky', { schema: itemSchema })).resolves.toEqual({ id: 2, name: 'two' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries a GET on network errors, at most twice', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/down', networkError: true }]);
    const error = await caught(apiRequest('/wps/down', { schema: v.unknown() }));
    expect(error.kind).toBe('network');
    expect(errorMessageKey(error)).toBe('error.network');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries a POST or a DELETE', async () => {
    const fetchMock = mockFetchRoutes([{ path: /.*/, status: 503, body: businessError('Unavailable') }]);

    const post = await caught(apiRequest('/wps/relay/GCS_walletTransfer', { method: 'post', json: { amount: 1 }, schema: v.unknown() }));
    const del = await caught(apiRequest('/wps/session/logout', { method: 'delete', schema: v.unknown() }));

    expect(post).toMatchObject({ kind: 'http', status: 503 });
    expect(del).toMatchObject({ kind: 'http', status: 503 });
    expect(errorMessageKey(post)).toBe('error.maintenance');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry POST on network errors either', async () => {
    const fetchMock = mockFetchRoutes([{ path: /.*/, networkError: true }]);
    expect((await caught(apiRequest('/wps/feedback', { method: 'post', json: {}, schema: v.unknown() }))).kind).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends relay calls to /wps/relay/<NAME> with query or JSON body', async () => {
    const fetchMock = mockFetchRoutes([{ path: /^\/wps\/relay\//, body: envelope(null) }]);

    await apiRequest(relayPath('GCSGAME_getVassGameType'), { params: { merchantCode: 'GP01', pageNo: 1 }, schema: v.null() });
    await apiRequest(relayPath('MCSFE_removeFavoriteGameV2'), { method: 'delete', json: { nodeId: 5, vendor: 'PG', gameType: 'RNG' }, schema: v.null() });

    expect(fetchMock.requests[0]).toMatchObject({ method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType' });
    expect(fetchMock.requests[0]?.url.searchParams.get('merchantCode')).toBe('GP01');
    expect(fetchMock.requests[1]).toMatchObject({
      method: 'DELETE',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
      body: { nodeId: 5, vendor: 'PG', gameType: 'RNG' },
    });
  });

  it('posts form-encoded fields', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/member/password/email', body: envelope(null) }]);
    await apiRequest('/wps/member/password/email', { method: 'post', form: { username: 'ann', email: 'a@b.c' }, schema: v.null() });
    const request = fetchMock.requests[0];
    expect(request?.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(request?.body).toBe('username=ann&email=a%40b.c');
  });

  it('maps unknown errors to error.unknown', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('error.unknown');
    expect(errorMessageKey(new ApiError('invalid-response', 'error.unknown'))).toBe('error.unknown');
    expect(errorMessageKey(new ApiError('http', 'error.invalidUrl', { status: 404 }))).toBe('error.invalidUrl');
  });
});
