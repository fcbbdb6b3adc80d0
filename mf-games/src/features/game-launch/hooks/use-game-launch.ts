import { useLanguage, useLaunchUrl, useSession } from 'shared';
import { launchFreeTrial, launchGame, type LaunchTarget } from '../api/launch-game';
import { isRealAccount } from '../utils/launch-rules';

/**
 * Launches one game once (a launch opens a vendor session): a member through launchGame, with
 * `trial` on the free trial; anyone else through GCS_gameLaunchFB. A refusal keeps the server's words.
 */
export function useGameLaunch(game: LaunchTarget, { trial, backUrl }: { trial: boolean; backUrl: string }) {
  const { kind } = useSession();
  const language = useLanguage();
  const { nodeId, vassalage, gameType, gameCode } = game;
  return useLaunchUrl([nodeId, vassalage, gameType, gameCode, trial].join('|'), () => {
    const options = { language, backUrl };
    return isRealAccount(kind) ? launchGame(game, { ...options, trial }) : launchFreeTrial(game, options);
  });
}
