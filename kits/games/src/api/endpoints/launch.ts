import { apiRequest } from '@gp/kernel';
import { pickRandom } from '@gp/kernel/image-url';
import { type LaunchResult, launchResultSchema } from '../schemas/launch';
import { fetchSystemStatus } from './system-status';

// SPEC §9's launch rule and the platform's launch call, shared by every remote that launches
// (mf-games' games, mf-lottery's lotteries); each remote gives its own fields.

let launchCdns: Promise<readonly string[]> | null = null;

/** launchGameCDNs of /wps/system/status, read once per page load (the shell does not keep them). */
function fetchLaunchCdns(): Promise<readonly string[]> {
  launchCdns ??= fetchSystemStatus().then(
    (status) => status.launchGameCDNs,
    () => {
      launchCdns = null;
      return [];
    },
  );
  return launchCdns;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * SPEC §9: the launch CDN is chosen at random. A URL on one of the launch CDNs moves to a CDN
 * picked from the list, a path is joined to one; a URL on any other host is the vendor's own.
 */
export function onLaunchCdn(url: string, cdns: readonly string[]): string {
  const cdn = pickRandom(cdns)?.replace(/\/+$/, '');
  if (!cdn) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${cdn}${url}`;
  const origin = originOf(url);
  const onList = origin !== null && cdns.some((candidate) => originOf(candidate) === origin);
  return onList && origin ? `${cdn}${url.slice(origin.length)}` : url;
}

/** A launch's answer with its URL moved to a random launch CDN (SPEC §9). */
export async function onRandomLaunchCdn(result: Promise<LaunchResult>): Promise<LaunchResult> {
  const [{ url }, cdns] = await Promise.all([result, fetchLaunchCdns()]);
  return { url: onLaunchCdn(url, cdns) };
}

/**
 * /wps/game/launchGame (token): the one launch call of the platform — a game's fields (mf-games)
 * or a lottery's (mf-lottery, `launchMode: 'LOTT'`) — its answer on a random launch CDN.
 */
export function requestGameLaunch(json: Readonly<Record<string, unknown>>): Promise<LaunchResult> {
  return onRandomLaunchCdn(apiRequest('/wps/game/launchGame', { method: 'post', json, schema: launchResultSchema }));
}
