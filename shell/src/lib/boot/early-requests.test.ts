import { waitFor, within } from '@testing-library/react';
import { fetchGameList, fetchSystemStatus, type SystemStatus } from '@gp/games-kit';
import { resolveImageUrl } from '@gp/kernel/host';
import { sharedStore, signOutAtom } from '@gp/kernel';
// The test checks that the start-up call of system-status takes the early answer.
// eslint-disable-next-line import-x/no-restricted-paths
import { fetchWhitelabel } from '../../features/system-status/api/startup';
import { envelope, type MockReply, mockFetchRoutes, setTestRuntimeConfig, testGame } from '@gp/kernel/testing';
import { testSystemStatus } from '../../testing/system-status';
import { fetchAnnouncements } from '../content/announcements';
import { BANNER_WAIT_MS, EARLY_GAME_ICONS, startEarlyRequests } from './early-requests';

const STATUS = testSystemStatus({ imageCDNs: ['https://img.example/'] });
const TWO_CDNS = ['https://a.img.example', 'https://b.img.example/'];

const ANNOUNCEMENTS = {
  banners: [
    { id: 1, url: '/banners/left.svg', groupName: 'w_leftmenu', title: 'Side' },
    { id: 2, url: '/banners/home-1.svg', groupName: 'w_home', title: 'First' },
    { id: 3, url: '/banners/home-2.svg', groupName: 'w_home', title: 'Second' },
  ],
  // The contract sends every list; the client requires those it asked for.
  player: [],
  popup: [],
  promotion: [],
};

const GAMES = Array.from({ length: 12 }, (_, index) => testGame(`Game ${index + 1}`, { nodeId: index + 1, iconUrl: `/icons/PG/${index + 1}.svg` }));
const GAME_LIST = { games: GAMES, pageNo: 1, pageSize: 60, total: 240 };

/** The start-up calls and a game list page; the announcements answer can be replaced (e.g. one that never comes). */
function routes(status: SystemStatus = STATUS, announcements: MockReply = { body: envelope(ANNOUNCEMENTS) }, list: MockReply = { body: envelope(GAME_LIST) }) {
  return mockFetchRoutes([
    { path: '/wps/system/status', body: envelope(status) },
    { path: '/wps/system/whitelabel', body: envelope([]) },
    { path: '/wps/relay/MCSFE_getListAnnouncements', ...announcements },
    { path: '/wps/relay/GCSGAME_gameList', ...list },
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
  document.body.innerHTML = '';
});

/** index.html's boot loader, which React replaces. */
function bootLoader(): HTMLElement {
  document.body.innerHTML = '<div id="root"><div id="boot-loader" aria-busy="true"><div class="spin" role="status" aria-label="Loading"></div></div></div>';
  const loader = document.getElementById('boot-loader');
  if (!loader) throw new Error('no boot loader');
  return loader;
}

it('shows the first home banner in the boot loader before the start-up scripts run', async () => {
  routes(testSystemStatus({ imageCDNs: TWO_CDNS }));
  const loader = bootLoader();
  bootWith({ platform: 'W' });
  let done = false;
  const started = startEarlyRequests().then(() => {
    done = true;
  });
  const banner = await within(loader).findByRole('img', { name: 'First' });
  expect(banner).toHaveAttribute('src', resolveImageUrl('/banners/home-1.svg', TWO_CDNS));
  expect(banner).toHaveAttribute('fetchpriority', 'high');
  // The spinner gives way to it.
  expect(loader).toHaveAttribute('data-banner');
  // The entry evaluates the start-up chunks once this resolves: once the banner is drawn.
  await flush();
  expect(done).toBe(false);
  banner.dispatchEvent(new Event('load'));
  await started;
  expect(done).toBe(true);
});

it('shows no banner while the site is closed or once the app has drawn', async () => {
  routes(testSystemStatus({ status: 1 }));
  const loader = bootLoader();
  bootWith({ platform: 'W' });
  await startEarlyRequests();
  expect(within(loader).queryByRole('img')).toBeNull();
  expect(loader).not.toHaveAttribute('data-banner');
  // No page of a closed site shows it: it is not fetched either.
  expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();

  routes();
  document.body.innerHTML = '<div id="root"><main>app</main></div>';
  bootWith({ platform: 'W' });
  await startEarlyRequests();
  expect(document.querySelector('img')).toBeNull();
  // The image is still fetched early for the carousel.
  expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();
});

it('stops waiting for the banner when the server is slow to answer', async () => {
  jest.useFakeTimers();
  try {
    routes(STATUS, { hang: true });
    const loader = bootLoader();
    bootWith({ platform: 'W' });
    let started = false;
    void startEarlyRequests().then(() => {
      started = true;
    });
    await jest.advanceTimersByTimeAsync(BANNER_WAIT_MS - 1);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(within(loader).queryByRole('img')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it('preloads the first home banner from the CDN the app then uses for it', async () => {
  routes(testSystemStatus({ imageCDNs: TWO_CDNS }));
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

describe('a game list page', () => {
  const LIST = '/wps/relay/GCSGAME_gameList';

  it('asks for the first page of the list at once, and the list then reads that answer without asking again', async () => {
    const fetchMock = routes();
    window.history.replaceState(null, '', '/live?vassalage=EVO');
    bootWith({ apiBaseUrl: 'https://api.example/', merchantCode: 'GP01', platform: 'W', clientType: 'WEB', defaultLanguage: 'EN' });
    startEarlyRequests();
    await flush();
    await flush();
    const [early] = calls(fetchMock, LIST);
    expect(early?.url.searchParams.get('gameType')).toBe('LIVE');
    expect(early?.url.searchParams.get('vassalage')).toBe('EVO');
    expect(early?.url.searchParams.get('pageNo')).toBe('1');
    expect(calls(fetchMock, '/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(0);

    // What mf-games' list asks for its first page: the same URL, answered by the early request.
    const list = await fetchGameList({ gameType: 'LIVE', vassalage: 'EVO', keyword: '', language: 'EN', pageNo: 1, pageSize: 60 });
    expect(list.games).toHaveLength(12);
    expect(calls(fetchMock, LIST)).toHaveLength(1);
    await fetchGameList({ gameType: 'LIVE', vassalage: 'EVO', keyword: '', language: 'EN', pageNo: 2, pageSize: 60 });
    expect(calls(fetchMock, LIST)).toHaveLength(2);
  });

  it('shows the first games\' icons in the boot loader before the start-up scripts run', async () => {
    routes(testSystemStatus({ imageCDNs: TWO_CDNS }));
    window.history.replaceState(null, '', '/rng');
    const loader = bootLoader();
    bootWith({ platform: 'W', merchantCode: 'GP01' });
    let done = false;
    const started = startEarlyRequests().then(() => {
      done = true;
    });
    await waitFor(() => expect(loader.querySelectorAll('img')).toHaveLength(EARLY_GAME_ICONS));
    const icons = [...loader.querySelectorAll('img')];
    expect(icons.map((icon) => icon.getAttribute('src'))).toEqual(GAMES.slice(0, EARLY_GAME_ICONS).map((game) => resolveImageUrl(game.iconUrl, TWO_CDNS)));
    // Decoration, as on the card (its name is text): nothing for a screen reader to read twice.
    expect(within(loader).queryAllByRole('img')).toHaveLength(0);
    expect(icons[0]).toHaveAttribute('fetchpriority', 'high');
    expect(loader).toHaveAttribute('data-banner');
    await flush();
    expect(done).toBe(false);
    icons[0]?.dispatchEvent(new Event('load'));
    await started;
    expect(done).toBe(true);
  });

  it('shows nothing while the site is closed, for a signed-in player, or on a page that is not a list', async () => {
    routes(testSystemStatus({ status: 1 }));
    window.history.replaceState(null, '', '/rng');
    let loader = bootLoader();
    bootWith({ platform: 'W' });
    await startEarlyRequests();
    expect(loader.querySelector('img')).toBeNull();
    expect(loader).not.toHaveAttribute('data-banner');

    const member = routes();
    sessionStorage.setItem('token', 'tok');
    loader = bootLoader();
    bootWith({ platform: 'W' });
    await startEarlyRequests();
    expect(calls(member, LIST)).toHaveLength(0);
    expect(loader.querySelector('img')).toBeNull();

    sessionStorage.clear();
    window.history.replaceState(null, '', '/sports');
    const centre = routes();
    bootWith({ platform: 'W' });
    await startEarlyRequests();
    expect(calls(centre, LIST)).toHaveLength(0);
  });

  it('stops waiting for the icons when the list is slow to answer, and shows none for an unreadable answer', async () => {
    jest.useFakeTimers();
    try {
      routes(STATUS, undefined, { hang: true });
      window.history.replaceState(null, '', '/fish');
      const loader = bootLoader();
      bootWith({ platform: 'W' });
      let started = false;
      void startEarlyRequests().then(() => {
        started = true;
      });
      await jest.advanceTimersByTimeAsync(BANNER_WAIT_MS);
      expect(started).toBe(true);
      expect(loader.querySelector('img')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    routes(STATUS, undefined, { body: envelope({ games: [{ iconUrl: 42 }, 'x', null] }) });
    const loader = bootLoader();
    bootWith({ platform: 'W' });
    await startEarlyRequests();
    expect(loader.querySelector('img')).toBeNull();
  });
});
