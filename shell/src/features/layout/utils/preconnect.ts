import { imageCdnsAtom, sharedStore } from 'shared';

function preconnect(urls: readonly string[]): void {
  for (const url of urls) {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      continue;
    }
    if (origin === window.location.origin || document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  }
}

/**
 * The image CDNs are another origin, known once the system status has answered (during the
 * start-up checks): their connections open then, so the banners do not wait for them.
 */
export function preconnectImageCdns(): () => void {
  preconnect(sharedStore.get(imageCdnsAtom));
  return sharedStore.sub(imageCdnsAtom, () => preconnect(sharedStore.get(imageCdnsAtom)));
}
