import { getRuntimeConfig } from '../../config/runtime-config';
import { pickRandom } from '../../features/image-cdn';
import type { Language } from '../../i18n/languages';
import { apiPost, relayPost } from '../client';
import type { Game } from '../schemas/game';
import { type LaunchResult, launchResultSchema } from '../schemas/launch';
import { fetchSystemStatus } from './system';

export type LaunchTarget = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode'>;

export type GameLaunchOptions = {
  language: Language;
  /** Where the vendor's back button leads; this site's own pages only. */
  backUrl?: string;
};

/** SPEC §9 prize modes. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

export type LotteryLaunch = {
  prizeMode: PrizeMode;
  gameCode: string;
  view: 'betting' | 'lobby';
  language: Language;
  backUrl: string;
};

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

async function onRandomCdn(result: Promise<LaunchResult>): Promise<LaunchResult> {
  const [{ url }, cdns] = await Promise.all([result, fetchLaunchCdns()]);
  return { url: onLaunchCdn(url, cdns) };
}

function gameFields(game: LaunchTarget, { language, backUrl }: GameLaunchOptions) {
  return {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    language,
    device: getRuntimeConfig().device,
    ...(backUrl ? { backUrl } : {}),
  };
}

/** /wps/game/launchGame (token): real money, or with `trial` the game's free trial on virtual money. */
export function launchGame(game: LaunchTarget, options: GameLaunchOptions & { trial?: boolean }): Promise<LaunchResult> {
  const body = { ...gameFields(game, options), ...(options.trial ? { trial: 1 } : {}) };
  return onRandomCdn(apiPost('/wps/game/launchGame', body, launchResultSchema));
}

/** GCS_gameLaunchFB: a free trial without a real account (FREEPLAY3 and the game allow it). */
export function launchFreeTrial(game: LaunchTarget, options: GameLaunchOptions): Promise<LaunchResult> {
  return onRandomCdn(relayPost('GCS_gameLaunchFB', gameFields(game, options), launchResultSchema));
}

/** The lottery launch of SPEC §7: area VN, launch mode LOTT. */
export function launchLottery({ prizeMode, gameCode, view, language, backUrl }: LotteryLaunch): Promise<LaunchResult> {
  const body = {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: prizeMode,
    lottoGameCode: gameCode,
    lottoView: view,
    device: getRuntimeConfig().device,
    backUrl,
    language,
  };
  return onRandomCdn(apiPost('/wps/game/launchGame', body, launchResultSchema));
}
