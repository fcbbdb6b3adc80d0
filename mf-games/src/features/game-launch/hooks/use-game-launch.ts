import { useLanguage, useSession } from '@gp/kernel';
import { launchStateOf } from '@gp/games-kit';
import { type LaunchTarget, useGameLaunchQuery } from '../api/launch-game';
import { isRealAccount } from '../utils/launch-rules';

/** The launch of one game: its URL, or the server's words when it refuses; a retry launches again. */
export function useGameLaunch(game: LaunchTarget, { trial, backUrl }: { trial: boolean; backUrl: string }) {
  const { kind } = useSession();
  const language = useLanguage();
  const launch = useGameLaunchQuery({ game, real: isRealAccount(kind), trial, language, backUrl });
  return { state: launchStateOf(launch), retry: () => void launch.refetch() };
}
