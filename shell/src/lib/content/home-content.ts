import { startTransition, useEffect, useState } from 'react';
import { currentLanguage, type Language, sharedStore, useLanguage } from '@gp/kernel';
import { imageCdnsAtom, resolveImageUrl } from '@gp/kernel/host';
import { preloadImage } from '../boot/head-links';
import { isHomeView } from '../routing/route-rules';
import { type Announcements, type Banner, type BannerGroup, fetchAnnouncements } from './announcements';

// The home notice call of SPEC §7 (types B,PL,PU,PR, execution B) also carries every banner
// group: the home view and the side menu share one request per language.
const cache = new Map<Language, Promise<Announcements>>();
/** Answers already in: a view mounting after them draws the banners in its first render. */
const settled = new Map<Language, Announcements>();

export function loadHomeContent(language: Language): Promise<Announcements> {
  let pending = cache.get(language);
  if (!pending) {
    pending = fetchAnnouncements({ types: ['B', 'PL', 'PU', 'PR'], execution: 'B', language });
    pending.then(
      (content) => settled.set(language, content),
      () => cache.delete(language),
    );
    cache.set(language, pending);
  }
  return pending;
}

/** Preloads the first home banner as soon as its URL and the image CDNs are both known. */
function preloadFirstBanner(content: Announcements): void {
  const first = bannersOf(content, 'w_home')[0];
  if (!first) return;
  const preload = () => {
    const cdns = sharedStore.get(imageCdnsAtom);
    if (cdns.length === 0) return false;
    preloadImage(resolveImageUrl(first.url, cdns));
    return true;
  };
  if (preload()) return;
  const unsubscribe = sharedStore.sub(imageCdnsAtom, () => preload() && unsubscribe());
}

/**
 * Asks for the home content while the start-up checks are still running, instead of after
 * them, and preloads its first banner (the page's largest image). Call once i18n knows the
 * language.
 */
export function prefetchHomeContent(pathname: string = window.location.pathname): void {
  if (!isHomeView(pathname)) return;
  loadHomeContent(currentLanguage()).then(preloadFirstBanner, () => undefined);
}

export type HomeContentState =
  | { status: 'loading' }
  | { status: 'ready'; content: Announcements }
  | { status: 'error'; error: unknown };

/** Keeps showing the previous language's content while the new one loads (no flicker). */
export function useHomeContent(): HomeContentState & { retry: () => void } {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HomeContentState>(() => {
    const content = settled.get(language);
    return content ? { status: 'ready', content } : { status: 'loading' };
  });
  useEffect(() => {
    let cancelled = false;
    loadHomeContent(language).then(
      (content) =>
        !cancelled &&
        startTransition(() => setState((prev) => (prev.status === 'ready' && prev.content === content ? prev : { status: 'ready', content }))),
      (error: unknown) => !cancelled && setState({ status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [language, attempt]);
  return {
    ...state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

export function bannersOf(content: Announcements, group: BannerGroup): Banner[] {
  return content.banners.filter((banner) => banner.groupName === group);
}

/** Test hook. */
export function clearHomeContentCache(): void {
  cache.clear();
  settled.clear();
}
