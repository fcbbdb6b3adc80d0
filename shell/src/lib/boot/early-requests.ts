// The shell's entry runs this before the async boundary, while the rest of the start-up JS is
// still downloading: the start-up calls (status, whitelabel) and, on the home page, its
// announcements go out at once instead of after every chunk has loaded, and the image CDNs
// are preconnected as soon as the status names them; on the home page the first banner (the
// largest paint) is preloaded from the CDN chosen for this page load (shared reads the choice). The shared API client answers the same
// GETs from these requests (shared `takeBootResponse`), so nothing is asked for twice.
// No imports: this is part of the entry chunk, which must stay small and cannot use `shared`
// (the share scope does not exist yet).

/** The pages that show the home view (and its banners). */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/login', '/register', '/help'];

const LANGUAGES = ['EN', 'TY'];
const noop = () => undefined;

type EarlyConfig = { base: string; platform: string; language: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
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
  const fallback = typeof json.defaultLanguage === 'string' && LANGUAGES.includes(json.defaultLanguage) ? json.defaultLanguage : 'EN';
  return {
    base: apiBaseUrl || win.location.origin,
    platform: typeof json.platform === 'string' ? json.platform : 'W',
    language: stored !== null && LANGUAGES.includes(stored) ? stored : fallback,
  };
}

function hasToken(win: Window): boolean {
  try {
    if (win.sessionStorage.getItem('token')) return true;
  } catch {
    // No storage: no stored session.
  }
  return new URLSearchParams(win.location.search).has('token');
}

function preconnect(win: Window, urls: unknown): void {
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    let origin: string;
    try {
      origin = new URL(String(url)).origin;
    } catch {
      continue;
    }
    if (origin === win.location.origin || win.document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = win.document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    win.document.head.append(link);
  }
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

type Envelope = { value?: unknown };

function valueOf(body: unknown): Record<string, unknown> | null {
  const value = isRecord(body) ? (body as Envelope).value : null;
  return isRecord(value) ? value : null;
}

/**
 * Chooses this page load's image CDN (SPEC §9: at random, once) and preloads the first w_home
 * banner from it. The choice is left on window for shared's image URLs, so both agree.
 */
function preloadFirstBanner(win: Window, status: unknown, announcements: unknown): void {
  const cdns = valueOf(status)?.imageCDNs;
  const banners = valueOf(announcements)?.banners;
  if (!Array.isArray(cdns) || !cdns.every((cdn) => typeof cdn === 'string') || !Array.isArray(banners)) return;
  const first: unknown = banners.find((banner) => isRecord(banner) && banner.groupName === 'w_home');
  if (!isRecord(first) || typeof first.url !== 'string' || !first.url) return;
  let href = first.url;
  if (!ABSOLUTE_URL.test(href) && cdns.length > 0) {
    const list = cdns.join('\n');
    // Whoever chooses first (this, or shared drawing an image) leaves the choice for the other.
    const cdn = win.__gpImageCdn?.list === list ? win.__gpImageCdn.cdn : (cdns[Math.floor(Math.random() * cdns.length)] as string);
    win.__gpImageCdn = { list, cdn };
    href = `${cdn.replace(/\/+$/, '')}/${href.replace(/^\/+/, '')}`;
  }
  const link = win.document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  win.document.head.append(link);
}

/** Builds the URL exactly as the shared client does (prefix + path, then the query in order). */
export function earlyUrl(base: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, value);
  return url.href;
}

/**
 * Resolves once the early requests are out (or when there is nothing to send). The entry waits
 * for it before evaluating the start-up chunks (they keep downloading meanwhile): evaluating
 * them first would hold these requests back until the main thread is free.
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
    status.then((body) => preconnect(win, valueOf(body)?.imageCDNs), noop);
    get('/wps/system/whitelabel');
    // A member's notices can differ; only a visitor's home announcements are asked for early.
    if (HOME_PATHS.includes(win.location.pathname.toLowerCase()) && !hasToken(win)) {
      const announcements = readJson(
        get('/wps/relay/MCSFE_getListAnnouncements', {
          types: 'B,PL,PU,PR',
          platform: config.platform,
          execution: 'B',
          language: config.language,
        }),
      );
      Promise.all([status, announcements]).then(([statusBody, announcementsBody]) => preloadFirstBanner(win, statusBody, announcementsBody), noop);
    }
  }, noop);
}
