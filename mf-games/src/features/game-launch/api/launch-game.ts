import { apiRequest, type Game, getRuntimeConfig, type Language, relayPath } from '@gp/kernel';
import { type LaunchResult, launchResultSchema, onRandomLaunchCdn, requestGameLaunch } from '@gp/games-kit';
import { queryOptions, useQuery } from '@gp/kernel/query';
import { gameLaunchKeys } from './game-launch-keys';

export type LaunchTarget = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode'>;

export type GameLaunchOptions = {
  language: Language;
  /** Where the vendor's back button leads; this site's own pages only. */
  backUrl?: string;
};

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
  const json = { ...gameFields(game, options), ...(options.trial ? { trial: 1 } : {}) };
  return requestGameLaunch(json);
}

/** GCS_gameLaunchFB: a free trial without a real account (FREEPLAY3 and the game allow it). */
export function launchFreeTrial(game: LaunchTarget, options: GameLaunchOptions): Promise<LaunchResult> {
  const json = gameFields(game, options);
  return onRandomLaunchCdn(apiRequest(relayPath('GCS_gameLaunchFB'), { method: 'post', json, schema: launchResultSchema }));
}

export type GameLaunchInput = { game: LaunchTarget; real: boolean; trial: boolean; language: Language; backUrl: string };

/**
 * One launch per game and trial flag while the page shows it (a launch opens a vendor session):
 * a member through launchGame, with `trial` on the free trial; anyone else through
 * GCS_gameLaunchFB. Never refetched on its own, forgotten when the page closes.
 */
export function gameLaunchQueryOptions({ game, real, trial, language, backUrl }: GameLaunchInput) {
  return queryOptions({
    queryKey: gameLaunchKeys.launch(game, trial),
    queryFn: () => (real ? launchGame(game, { language, backUrl, trial }) : launchFreeTrial(game, { language, backUrl })),
    staleTime: Infinity,
    gcTime: 0,
    // A launch is a POST that opens a session: never repeated on its own (Retry asks again).
    retry: false,
    refetchOnReconnect: false,
  });
}

export function useGameLaunchQuery(input: GameLaunchInput) {
  return useQuery(gameLaunchQueryOptions(input));
}
