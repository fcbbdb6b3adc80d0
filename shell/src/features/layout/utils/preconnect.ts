import { imageCdnsAtom } from '@gp/kernel/host';
import { sharedStore } from '@gp/kernel';
import { preconnectOrigins } from '../../../lib/boot/head-links';

/**
 * The image CDNs are another origin, known once the system status has answered (during the
 * start-up checks): their connections open then, so the banners do not wait for them.
 */
export function preconnectImageCdns(): () => void {
  preconnectOrigins(sharedStore.get(imageCdnsAtom));
  return sharedStore.sub(imageCdnsAtom, () => preconnectOrigins(sharedStore.get(imageCdnsAtom)));
}
