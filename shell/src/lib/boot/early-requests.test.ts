import { waitFor } from '@testing-library/react';
import { fetchSystemStatus, fetchWhitelabel, resolveImageUrl, sharedStore, signOutAtom } from 'shared';
import { envelope, mockFetchRoutes, setTestRuntimeConfig, testSystemStatus } from 'shared/testing';
import { fetchAnnouncements } from '../content/announcements';
import { startEarlyRequests } from './early-requests';

const STATUS = testSystemStatus({ imageCDNs: ['https://img.example/'] });
const TWO_CDNS = ['https://a.img.example', 'https://b.img.example/'];

const ANNOUNCEMENTS = {
  banners: [
    { id: 1, url: '/banners/left.svg', groupName: 'w_leftmenu', title: 'Side' },
    { id: 2, url: '/banners/home-1.svg', groupName: 'w_home', title: 'First' },
    { id: 3, url: '/banners/home-2.svg', groupName: 'w_home', title: 'Second' },
  ],
};

function routes() {
  return mockFetchRoutes([
    { path: '/wps/system/status', body: envelope(STATUS) },
    { path: '/wps/system/whitelabel', body: envelope([]) },
    { path: '/wps/relay/MCSFE_getListAnnouncements', body: envelope(ANNOUNCEMENTS) },
  ]);
}

function bootWith(config: object): void {
  window.__gpBootFetches = { '/runtime-config.json': Promise.resolve(new Response(JSON.stringify(config))) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const calls = (fetchMock: ReturnType<typeof routes>, path: string) => fetchMock.requests.filter((r) => r.path === path);

beforeEach(() => {
  sharedStore.set(signOutAtom);
  sessionStorage.clear();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/index');
  setTestRuntimeConfig({ apiBaseUrl: 'https://api.example', platform: 'W' });
});

afterEach(() => {
  delete window.__gpBootFetches;
  delete window.__gpImageCdn;
});

it('preloads the first home banner from the CDN the app then uses for it', async () => {
  mockFetchRoutes([
    { path: '/wps/system/status', body: envelope(testSystemStatus({ imageCDNs: TWO_CDNS })) },
    { path: '/wps/system/whitelabel', body: envelope([]) },
    { path: '/wps/relay/MCSFE_getListAnnouncements', body: envelope(ANNOUNCEMENTS) },
  ]);
  bootWith({ platform: 'W' });
  startEarlyRequests();
  await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
  const preload = document.head.querySelector('link[rel="preload"][as="image"]');
  expect(preload?.getAttribute('href')).toBe(resolveImageUrl('/banners/home-1.svg', TWO_CDNS));
  expect(preload?.getAttribute('href')).toMatch(/^https:\/\/[ab]\.img\.example\/banners\/home-1\.svg$/);
  // Every later image of the page load comes from the same CDN.
  const cdn = new URL(preload?.getAttribute('href') ?? '').origin;
  expect(new URL(resolveImageUrl('/icons/x.svg', TWO_CDNS)).origin).toBe(cdn);
});

it('sends the start-up calls early, and the shared client answers from them without asking again', async () => {
  const fetchMock = routes();
  bootWith({ apiBaseUrl: 'https://api.example/', platform: 'W', defaultLanguage: 'EN' });
  startEarlyRequests();
  await flush();
  await flush();
  expect(calls(fetchMock, '/wps/system/status')).toHaveLength(1);
  expect(calls(fetchMock, '/wps/system/whitelabel')).toHaveLength(1);
  expect(calls(fetchMock, '/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(1);
  // The image CDN's connection opens as soon as the status names it.
  await flush();
  expect(document.head.querySelector('link[rel="preconnect"]')).toHaveAttribute('href', 'https://img.example');

  const [status] = await Promise.all([
    fetchSystemStatus(),
    fetchWhitelabel(),
    fetchAnnouncements({ types: ['B', 'PL', 'PU', 'PR'], execution: 'B', language: 'EN' }),
  ]);
  expect(status.imageCDNs).toEqual(['https://img.example/']);
  // Same URLs as the client builds: nothing went out twice.
  expect(calls(fetchMock, '/wps/system/status')).toHaveLength(1);
  expect(calls(fetchMock, '/wps/system/whitelabel')).toHaveLength(1);
  expect(calls(fetchMock, '/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(1);

  // Each early answer is used once: a later call asks the server.
  await fetchSystemStatus();
  expect(calls(fetchMock, '/wps/system/status')).toHaveLength(2);
});

it('asks for the home announcements early only for a visitor on a home page, in the stored language', async () => {
  const fetchMock = routes();
  sessionStorage.setItem('language', 'TY');
  bootWith({ platform: 'W' });
  startEarlyRequests();
  await flush();
  await flush();
  const [notice] = calls(fetchMock, '/wps/relay/MCSFE_getListAnnouncements');
  expect(notice?.url.origin).toBe(window.location.origin);
  expect(notice?.url.searchParams.get('language')).toBe('TY');

  const member = routes();
  sessionStorage.setItem('token', 'tok');
  bootWith({ platform: 'W' });
  startEarlyRequests();
  await flush();
  await flush();
  expect(calls(member, '/wps/system/status')).toHaveLength(1);
  expect(calls(member, '/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(0);

  sessionStorage.clear();
  window.history.replaceState(null, '', '/rng');
  const elsewhere = routes();
  bootWith({ platform: 'W' });
  startEarlyRequests();
  await flush();
  await flush();
  expect(calls(elsewhere, '/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(0);
});

it('does nothing without the runtime file request or with an unreadable config', async () => {
  const fetchMock = routes();
  startEarlyRequests();
  window.__gpBootFetches = { '/runtime-config.json': Promise.resolve(new Response('not json', { status: 500 })) };
  startEarlyRequests();
  await flush();
  await flush();
  expect(fetchMock).not.toHaveBeenCalled();
});
