// On the page of a remote (/rng, /member…), the shell's entry starts that remote's files as soon
// as remotes.json is read, while the start-up chunks are still downloading: its manifest, then
// (preload hints) its remote entry and the first chunks of its `./routes`, and the federation
// runtime's chunk (the home page and the shell's pages start without it). Without it they go
// out one after the other once the start-up JS has run: remote entry and manifest, then the
// chunks. The federation runtime takes the manifest answer (retry-plugin.ts, shared
// takeBootResponse) and the preloaded files; remotes.json stays the runtime config it reads.
// Part of the entry chunk: no imports from the kernel (the entry stays small).
import { pickEntry, visitorBucket } from '../federation/remote-bucket';
import { cdnPublicPath } from '../federation/cdn-path';
import { loadFederationRuntime } from '../federation/runtime-loader';
import { findRoute } from '../routing/route-rules';
import { hasToken } from './early-requests';
import { preloadAsset } from './head-links';

/** The remotes whose `./routes` files this page's entry preloaded (takeHintedRoutes). */
const hintedRoutes = new Set<string>();

/**
 * True once for a remote whose `./routes` files the entry preloaded: the federation runtime then
 * skips its own preload pass for them (runtime-plugins.ts bootHintsPlugin).
 */
export function takeHintedRoutes(remote: string): boolean {
  return hintedRoutes.delete(remote);
}

/** The longest the start-up scripts wait for the remote's preload hints (slow answers). */
export const REMOTE_HINTS_WAIT_MS = 1000;
const noop = () => undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The files of a remote's `./routes` listed by its mf-manifest.json, as absolute URLs: the remote
 * entry and the exposed module's own JS and CSS. Paths are relative to the manifest (publicPath
 * "auto", as the runtime reads it) or to the manifest's own publicPath; a manifest that names its
 * public path by code (getPublicPath) gives nothing. With a CDN (runtime config `cdn`), the same
 * paths on the CDN, where the runtime loads them (federation/cdn-plugin.ts).
 */
export function routesAssets(manifest: unknown, manifestUrl: string, cdnBase?: string): { scripts: string[]; styles: string[] } {
  const none = { scripts: [], styles: [] };
  if (!isRecord(manifest) || !isRecord(manifest.metaData) || !Array.isArray(manifest.exposes)) return none;
  const { publicPath, remoteEntry } = manifest.metaData;
  if (typeof publicPath !== 'string' || !isRecord(remoteEntry) || typeof remoteEntry.name !== 'string') return none;
  let base: URL;
  try {
    base = new URL(publicPath === 'auto' || publicPath === '' ? '.' : publicPath, manifestUrl);
    if (cdnBase) base = new URL(cdnPublicPath(base.href, cdnBase));
  } catch {
    return none;
  }
  const at = (path: string) => new URL(path, base).href;
  const entryPath = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const routes: unknown = manifest.exposes.find((expose) => isRecord(expose) && expose.path === './routes');
  const assets = isRecord(routes) && isRecord(routes.assets) ? routes.assets : {};
  const sync = (kind: 'js' | 'css') => {
    const group = assets[kind];
    return isRecord(group) ? strings(group.sync) : [];
  };
  return { scripts: [at(`${entryPath}${remoteEntry.name}`), ...sync('js').map(at)], styles: sync('css').map(at) };
}

/**
 * Starts the files of the remote that owns this page (see above); does nothing on a shell page.
 * The manifest is asked for once `after` has settled too: the entry passes the early requests
 * (early-requests.ts), so on a game list page the first games' icons, the page's largest paint,
 * do not share the connection with the remote's files. Resolves once the preload hints are in
 * (at most REMOTE_HINTS_WAIT_MS after the call): the entry waits for it before evaluating the
 * start-up chunks, which would otherwise hold the manifest's answer back until the main thread is
 * free (the chunks keep downloading meanwhile).
 */
export function startEarlyRemote(win: Window = window, after: Promise<unknown> = Promise.resolve()): Promise<void> {
  const fetches = win.__gpBootFetches;
  const remotesFile = fetches?.['/remotes.json'];
  const route = findRoute(win.location.pathname);
  if (!fetches || !remotesFile || route?.owner.kind !== 'remote') return Promise.resolve();
  // A visitor on a members' page is sent to log in: the remote is not needed.
  if (route.auth && !hasToken(win)) return Promise.resolve();
  const remote = route.owner.remote;
  loadFederationRuntime().catch(noop);
  // Read from a clone taken before the app reads the body (this callback is registered first).
  const remotesJson = remotesFile.then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null));
  const configFile = fetches['/runtime-config.json'];
  const cdnBase = (configFile ?? Promise.resolve(null))
    .then((response) => (response?.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((config) => {
      const cdn = isRecord(config) && isRecord(config.cdn) ? config.cdn[remote] : undefined;
      return typeof cdn === 'string' && /^https?:\/\//.test(cdn) ? cdn : undefined;
    })
    .catch(noop);
  const hinted = Promise.all([remotesJson, after.catch(noop), cdnBase])
    .then(([remotes, , base]) => {
      // The visitor's release of the remote: the stable one, or the canary by their bucket.
      const entry = isRecord(remotes) ? pickEntry(remotes[remote], visitorBucket(win.localStorage))?.url : undefined;
      if (entry === undefined) return undefined;
      const url = new URL(entry, win.location.href);
      // A remote registered by its remote entry (no manifest): only that file is known.
      if (!url.pathname.endsWith('.json')) {
        preloadAsset(url.href, 'script', win.document);
        return undefined;
      }
      // The runtime asks for the manifest by the URL exactly as remotes.json gives it.
      const manifest = win.fetch(entry);
      manifest.catch(noop);
      fetches[entry] = manifest;
      return manifest
        .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
        .then((json) => {
          const { scripts, styles } = routesAssets(json, url.href, base ?? undefined);
          for (const href of styles) preloadAsset(href, 'style', win.document);
          for (const href of scripts) preloadAsset(href, 'script', win.document);
          // Beyond the remote entry: the files of `./routes` itself.
          if (scripts.length > 1 || styles.length > 0) hintedRoutes.add(remote);
        });
    })
    .catch(noop);
  return new Promise<void>((resolve) => {
    const timer = win.setTimeout(resolve, REMOTE_HINTS_WAIT_MS);
    void hinted.finally(() => {
      win.clearTimeout(timer);
      resolve();
    });
  });
}
