// The shell's entry runs this before the async boundary, while the rest of the start-up JS is
// still downloading: the start-up calls (status, whitelabel) and, on the home page, its
// announcements go out at once instead of after every chunk has loaded; the image CDNs are
// preconnected as soon as the status names them, and the first home banner (the largest
// paint) is loaded from the CDN chosen for this page load and shown in the boot loader. On a
// game list page (/rng, /live…) the first page of the list goes out at once too, and the first
// games' icons (that page's largest paint) are shown in the boot loader where the list draws
// them, instead of after the games remote and its chunks have loaded. The shared API client
// answers the same GETs from these requests (shared `takeBootResponse`), so nothing is asked
// twice.
// Part of the entry chunk, which must stay small: it does not import the kernel (the start-up
// chunk does), only modules of it without imports.
import { GAME_LIST_CALL, GAME_LIST_PAGE_SIZE, GAME_LIST_ROUTES, gameListParams, isGameListRoute } from '@gp/games-kit/game-list-request';
import { resolveImageUrl } from '@gp/kernel/image-url';
import { chooseLanguage, COMPLETE_LANGUAGES, documentTexts, isCompleteLanguage, LANGUAGE_REGISTRY, type Language } from '@gp/kernel/languages';
import { findRoute, isHomeView } from '../routing/route-rules';
import { preconnectOrigins, preloadImage } from './head-links';

/** The longest the start-up scripts wait for the first banner or games to be shown (slow answers). */
export const BANNER_WAIT_MS = 1000;
/** Icons shown in the boot loader: a first row at any width (the loader's grid shows one row). */
export const EARLY_GAME_ICONS = 8;
const noop = () => undefined;

type EarlyConfig = { base: string; platform: string; language: string; clientType: string; merchantCode: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `<html lang dir>`, title, description and the boot loader's label in the page's language. */
function applyDocumentLanguage(doc: Document, language: Language): void {
  const info = LANGUAGE_REGISTRY[language];
  const texts = documentTexts(language);
  doc.documentElement.lang = info.tag;
  doc.documentElement.dir = info.dir;
  doc.title = texts.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', texts.description);
  doc.querySelector('#boot-loader [role="status"]')?.setAttribute('aria-label', texts.loading);
}

function readConfig(json: unknown, win: Window): EarlyConfig | null {
  if (!isRecord(json)) return null;
  const apiBaseUrl = typeof json.apiBaseUrl === 'string' ? json.apiBaseUrl.replace(/\/+$/, '') : '';
  let stored: string | null = null;
  try {
    stored = win.sessionStorage.getItem('language');
  } catch {
    // Storage can be unavailable: the default language applies.
  }
  // The kernel's choice, made the same way: ?lang=, the kept choice, the browser's, the default.
  const offered = Array.isArray(json.languages) ? json.languages.filter(isCompleteLanguage) : COMPLETE_LANGUAGES;
  const fallback: Language = isCompleteLanguage(json.defaultLanguage) ? json.defaultLanguage : 'EN';
  const language = chooseLanguage({
    query: new URLSearchParams(win.location.search).get('lang'),
    stored,
    browser: win.navigator.languages,
    offered: offered.length > 0 ? offered : COMPLETE_LANGUAGES,
    fallback,
    pseudo: json.pseudoLocale === true,
  });
  applyDocumentLanguage(win.document, language);
  return {
    base: apiBaseUrl || win.location.origin,
    platform: typeof json.platform === 'string' ? json.platform : 'W',
    clientType: typeof json.clientType === 'string' ? json.clientType : 'WEB',
    merchantCode: typeof json.merchantCode === 'string' ? json.merchantCode : '',
    language,
  };
}

/** A stored or handed-over session (sessionStorage or ?token=): the visitor may be signed in. */
export function hasToken(win: Window): boolean {
  try {
    if (win.sessionStorage.getItem('token')) return true;
  } catch {
    // No storage: no stored session.
  }
  return new URLSearchParams(win.location.search).has('token');
}

type Envelope = { value?: unknown };

function valueOf(body: unknown): Record<string, unknown> | null {
  const value = isRecord(body) ? (body as Envelope).value : null;
  return isRecord(value) ? value : null;
}

/**
 * Resolves once the image has loaded and a frame has been drawn with it (or when it failed):
 * the start-up chunks, evaluated next, hold the main thread for a while.
 */
function painted(image: HTMLImageElement, win: Window): Promise<void> {
  const loaded =
    typeof image.decode === 'function'
      ? image.decode()
      : new Promise<void>((resolve, reject) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', reject, { once: true });
        });
  return loaded.then(
    () => new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))),
    noop,
  );
}

/** The image CDNs of an open site (null while closed: no page shows the early images). */
function openSiteCdns(status: unknown): string[] | null {
  const statusValue = valueOf(status);
  const cdns = statusValue?.imageCDNs;
  if (statusValue?.status !== 0 || !Array.isArray(cdns) || !cdns.every((cdn) => typeof cdn === 'string')) return null;
  return cdns;
}

/**
 * The first w_home banner, from this page load's image CDN (shared draws it from the same): it
 * is preloaded, and when the site is open and index.html's boot loader is still up, the loader
 * shows it where the carousel will draw it, so the page's largest image does not wait for the
 * start-up scripts. React replaces the loader (and the carousel shows the same, cached image).
 * Resolves once the banner is on screen (or when there is none to show).
 */
function showFirstBanner(win: Window, status: unknown, announcements: unknown): Promise<void> {
  // Closed (maintenance, region): no page shows it.
  const cdns = openSiteCdns(status);
  const banners = valueOf(announcements)?.banners;
  if (!cdns || !Array.isArray(banners)) return Promise.resolve();
  const first: unknown = banners.find((banner) => isRecord(banner) && banner.groupName === 'w_home');
  if (!isRecord(first) || typeof first.url !== 'string' || !first.url) return Promise.resolve();
  const src = resolveImageUrl(first.url, cdns);
  const doc = win.document;
  preloadImage(src, doc);
  const loader = doc.getElementById('boot-loader');
  if (!loader || loader.querySelector('img')) return Promise.resolve();
  const image = doc.createElement('img');
  image.className = 'banner';
  image.alt = typeof first.title === 'string' ? first.title : '';
  image.width = 1920;
  image.height = 600;
  image.setAttribute('fetchpriority', 'high');
  image.src = src;
  loader.append(image);
  loader.dataset.banner = '';
  return painted(image, win);
}

/**
 * The first games of the list's first page, shown in index.html's boot loader where the list
 * draws them (its grid repeats the list's columns; one row shows): the page's largest paint does
 * not wait for the games remote. React replaces the loader (and the list shows the same, cached
 * icons). Resolves once the first icon is on screen (or when there is none to show).
 */
function showFirstGames(win: Window, status: unknown, list: unknown): Promise<void> {
  const cdns = openSiteCdns(status);
  const games = valueOf(list)?.games;
  if (!cdns || !Array.isArray(games)) return Promise.resolve();
  const icons = games
    .map((game: unknown) => (isRecord(game) && typeof game.iconUrl === 'string' ? game.iconUrl : ''))
    .filter((icon) => icon !== '')
    .slice(0, EARLY_GAME_ICONS);
  const doc = win.document;
  const loader = doc.getElementById('boot-loader');
  if (icons.length === 0 || !loader || loader.querySelector('img')) return Promise.resolve();
  const grid = doc.createElement('div');
  grid.className = 'games';
  const images = icons.map((icon) => {
    const cell = doc.createElement('div');
    const image = doc.createElement('img');
    // The card's name is the list's text; the icon is decoration, as on the card.
    image.alt = '';
    image.width = 200;
    image.height = 200;
    image.setAttribute('fetchpriority', 'high');
    image.src = resolveImageUrl(icon, cdns);
    cell.append(image);
    grid.append(cell);
    return image;
  });
  loader.append(grid);
  loader.dataset.banner = '';
  return images[0] ? painted(images[0], win) : Promise.resolve();
}

/** Waits for `shown` (an early image on screen), at most BANNER_WAIT_MS. */
function waitShown(win: Window, shown: Promise<void>): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = win.setTimeout(resolve, BANNER_WAIT_MS);
    shown.catch(noop).finally(() => {
      win.clearTimeout(timer);
      resolve();
    });
  });
}

/** The query values as the client sends them: undefined left out, numbers as text. */
function definedStrings(params: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = String(value);
  return out;
}

/** Builds the URL exactly as the shared client does (prefix + path, then the query in order). */
export function earlyUrl(base: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, value);
  return url.href;
}

/**
 * Resolves once the early requests are out (or when there is nothing to send) and, for a
 * visitor's home page, once the first banner is on screen in the boot loader (at most
 * BANNER_WAIT_MS later). The entry waits for it before evaluating the start-up chunks (they
 * keep downloading meanwhile): evaluating them first would hold these requests and the
 * banner's paint back until the main thread is free. The app cannot draw before the status
 * has answered anyway.
 */
export function startEarlyRequests(win: Window = window): Promise<void> {
  const fetches = win.__gpBootFetches;
  const configResponse = fetches?.['/runtime-config.json'];
  if (!fetches || !configResponse) return Promise.resolve();
  // Read from a clone taken before the app reads the body (this callback is registered first).
  const configJson: Promise<unknown> = configResponse.then((response) => (response.ok ? response.clone().json() : null));
  return configJson.then((json) => {
    const config = readConfig(json, win);
    if (!config) return;
    const get = (path: string, params?: Record<string, string>): Promise<Response> => {
      const url = earlyUrl(config.base, path, params);
      const pending = win.fetch(url, { headers: { accept: 'application/json' } });
      pending.catch(noop);
      fetches[url] = pending;
      return pending;
    };
    const readJson = (pending: Promise<Response>): Promise<unknown> => pending.then((response) => response.clone().json() as Promise<unknown>);
    const status = readJson(get('/wps/system/status'));
    status.then((body) => {
      const cdns = valueOf(body)?.imageCDNs;
      if (Array.isArray(cdns)) preconnectOrigins(cdns, win.document);
    }, noop);
    get('/wps/system/whitelabel');
    // A member's notices and lists can differ; only a visitor's are asked for early.
    if (hasToken(win)) return undefined;
    if (isHomeView(win.location.pathname)) {
      const announcements = readJson(
        get('/wps/relay/MCSFE_getListAnnouncements', {
          types: 'B,PL,PU,PR',
          platform: config.platform,
          execution: 'B',
          language: config.language,
        }),
      );
      return waitShown(
        win,
        Promise.all([status, announcements]).then(([statusBody, announcementsBody]) => showFirstBanner(win, statusBody, announcementsBody)),
      );
    }
    const owner = findRoute(win.location.pathname)?.owner;
    if (owner?.kind === 'remote' && owner.remote === 'mf_games' && isGameListRoute(owner.routeId)) {
      const params = gameListParams({
        clientType: config.clientType,
        platform: config.platform,
        merchantCode: config.merchantCode,
        gameType: GAME_LIST_ROUTES[owner.routeId],
        vassalage: new URLSearchParams(win.location.search).get('vassalage') ?? '',
        pageNo: 1,
        pageSize: GAME_LIST_PAGE_SIZE,
        language: config.language,
      });
      const list = readJson(get(`/wps/relay/${GAME_LIST_CALL}`, definedStrings(params)));
      return waitShown(
        win,
        Promise.all([status, list]).then(([statusBody, listBody]) => showFirstGames(win, statusBody, listBody)),
      );
    }
    return undefined;
  }, noop);
}
