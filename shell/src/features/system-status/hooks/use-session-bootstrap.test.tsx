import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { featuresAtom, isFeatureEnabled, memberInfoAtom, sharedStore, tokenAtom } from '@gp/kernel';
import { permissionsAtom } from '../../../lib/platform/permissions';
import { Provider as JotaiProvider } from 'jotai';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig, testMember, type MockRoute } from '@gp/kernel/testing';
import { testSystemStatus } from '../../../testing/system-status';
import { modules, seedRegisterSettings } from '../../../testing/session/fixtures';
import { requestsTo, resetSession } from '../../../testing/session/setup';
import { prefetchStartup, takeHandedToken, useSessionBootstrap } from './use-session-bootstrap';

const STATUS = testSystemStatus({
  maintenance: { info: 'Back soon' },
  regionRestriction: { info: 'Not here' },
  imageCDNs: ['https://img.example'],
  launchGameCDNs: ['https://launch.example'],
});

const routes = (status: object = {}): MockRoute[] => [
  { path: '/wps/system/status', body: envelope({ ...STATUS, ...status }) },
  { path: '/wps/system/whitelabel', body: envelope(modules('FREEPLAY3')) },
  { path: '/wps/system/setting/register', body: envelope(seedRegisterSettings()) },
  { path: '/wps/system/domainRoute', body: envelope({ domain: 'example.com', route: '/' }) },
  { path: '/wps/member/info', body: envelope(testMember({ nickname: 'Back again' })) },
];

const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={sharedStore}>{children}</JotaiProvider>;

beforeAll(() => setTestRuntimeConfig());
beforeEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/index');
  document.querySelectorAll('script[data-gtag]').forEach((script) => script.remove());
});

it('loads the permissions and exposes them, with the feature switches, to every app', async () => {
  mockFetchRoutes(routes());
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('ready'));
  expect(isFeatureEnabled(sharedStore.get(featuresAtom), 'FREEPLAY3')).toBe(true);
  await waitFor(() => expect(sharedStore.get(permissionsAtom).domainRoute).toEqual({ domain: 'example.com', route: '/' }));
  const permissions = sharedStore.get(permissionsAtom);
  expect(permissions.status).toMatchObject({ customerService: 'https://cs.example/chat', launchGameCDNs: ['https://launch.example'] });
  expect(permissions.registerSettings?.username?.patternId).toBe(2);
});

it('starts even when the registration rules and domain route cannot be loaded', async () => {
  mockFetchRoutes([
    { path: '/wps/system/setting/register', status: 400, body: businessError('no') },
    { path: '/wps/system/domainRoute', status: 400, body: businessError('no') },
    ...routes(),
  ]);
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('ready'));
  expect(sharedStore.get(permissionsAtom).registerSettings).toBeNull();
});

it('takes the token from the URL query and loads member info with it', async () => {
  window.history.replaceState(null, '', '/index?token=tok-url');
  const fetchMock = mockFetchRoutes(routes());
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('ready'));
  expect(sharedStore.get(tokenAtom)).toBe('tok-url');
  expect(sessionStorage.getItem('token')).toBe('tok-url');
  expect(requestsTo(fetchMock, '/wps/member/info')[0]?.headers.get('token')).toBe('tok-url');
  expect(sharedStore.get(memberInfoAtom)?.nickname).toBe('Back again');
});

it('takes a handed-over token out of the address before anything reads it, and stores it at start-up', async () => {
  window.history.replaceState({ usr: null }, '', '/agentHome?token=tok-url&vassalage=PG#top');
  expect(takeHandedToken()).toBe('?token=tok-url&vassalage=PG');
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/agentHome?vassalage=PG#top');
  expect(window.history.state).toEqual({ usr: null });
  mockFetchRoutes(routes());
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('ready'));
  expect(sharedStore.get(tokenAtom)).toBe('tok-url');
  expect(sessionStorage.getItem('token')).toBe('tok-url');
});

it('leaves an address without a token as it is', () => {
  window.history.replaceState(null, '', '/rng?vassalage=PG');
  expect(takeHandedToken()).toBe('?vassalage=PG');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/rng?vassalage=PG');
});

describe('a stored session whose member info fails at start-up', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok-stored'));

  it.each<[string, MockRoute]>([
    ['a 500', { path: '/wps/member/info', status: 500, body: businessError('Internal error') }],
    ['a time-out', { path: '/wps/member/info', hang: true }],
    ['a malformed answer', { path: '/wps/member/info', body: envelope({ unexpected: 42 }) }],
    ['an answer that is not JSON', { path: '/wps/member/info', raw: '{"success": true, "value": ' }],
    ['a dropped connection', { path: '/wps/member/info', networkError: true }],
  ])('keeps the session after %s and hands the error to the page', async (_name, failure) => {
    mockFetchRoutes([failure, ...routes()]);
    const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('ready'), { timeout: 3000 });
    expect(result.current).toMatchObject({ memberInfoError: expect.objectContaining({ name: 'ApiError' }) });
    expect(sharedStore.get(tokenAtom)).toBe('tok-stored');
    expect(sessionStorage.getItem('token')).toBe('tok-stored');
  });

  it.each<[string, MockRoute]>([
    ['a 401', { path: '/wps/member/info', status: 401, body: businessError('You are not logged in, please log in', null, 'UNAUTHORIZED') }],
    ['the server\'s "not logged in"', { path: '/wps/member/info', body: businessError('You are not logged in, please log in', null, 'UNAUTHORIZED') }],
  ])('ends the session after %s', async (_name, failure) => {
    mockFetchRoutes([failure, ...routes()]);
    const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current).not.toHaveProperty('memberInfoError');
    expect(sharedStore.get(tokenAtom)).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

it('stops at the status page for maintenance and region restriction', async () => {
  const fetchMock = mockFetchRoutes(routes({ status: 1 }));
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('maintenance'));
  // The whitelabel tree is asked for beside the status, but a closed site never reads member info.
  expect(requestsTo(fetchMock, '/wps/member/info')).toHaveLength(0);

  mockFetchRoutes(routes({ status: 2 }));
  const blocked = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(blocked.result.current.phase).toBe('blocked'));
});

it('fails with the error (for the retry page) when a required call fails', async () => {
  mockFetchRoutes([{ path: '/wps/system/whitelabel', status: 400, body: businessError('bad') }, ...routes()]);
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('error'));
});

it('loads analytics when the platform gives an id', async () => {
  mockFetchRoutes(routes({ gtagId: 'G-TEST123' }));
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('ready'));
  await waitFor(() => expect(document.querySelector('script[data-gtag]')).not.toBeNull());
  expect(document.querySelector('script[data-gtag]')).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST123');
});

it('uses the start-up calls sent before React mounted, once', async () => {
  const fetchMock = mockFetchRoutes(routes());
  prefetchStartup();
  // Status and whitelabel go out side by side, before anything renders.
  await waitFor(() => expect(requestsTo(fetchMock, '/wps/system/status')).toHaveLength(1));
  expect(requestsTo(fetchMock, '/wps/system/whitelabel')).toHaveLength(1);
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  await waitFor(() => expect(result.current.phase).toBe('ready'));
  expect(requestsTo(fetchMock, '/wps/system/status')).toHaveLength(1);
  expect(isFeatureEnabled(sharedStore.get(featuresAtom), 'FREEPLAY3')).toBe(true);

  // A retry asks again.
  act(() => result.current.retry());
  await waitFor(() => expect(requestsTo(fetchMock, '/wps/system/status')).toHaveLength(2));
  await waitFor(() => expect(result.current.phase).toBe('ready'));
});

it('renders the page at once when the start-up finished before React mounted', async () => {
  const fetchMock = mockFetchRoutes(routes());
  prefetchStartup();
  await waitFor(() => expect(requestsTo(fetchMock, '/wps/system/whitelabel')).toHaveLength(1));
  await waitFor(() => expect(isFeatureEnabled(sharedStore.get(featuresAtom), 'FREEPLAY3')).toBe(true));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const { result } = renderHook(() => useSessionBootstrap(), { wrapper });
  // No loading pass: the first render is already ready, and it stays so.
  expect(result.current.phase).toBe('ready');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(result.current.phase).toBe('ready');
  expect(requestsTo(fetchMock, '/wps/system/status')).toHaveLength(1);
});
