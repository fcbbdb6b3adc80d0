import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { type LaunchTarget, loadGameApi, translateError, useLanguage, useSession } from 'shared';
import { isRealAccount } from '../utils/launch-rules';

export type LaunchState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

/**
 * Launches one game once (a launch opens a vendor session): a member through launchGame, with
 * `trial` on the free trial; anyone else through GCS_gameLaunchFB. A refusal keeps the server's words.
 */
export function useGameLaunch(game: LaunchTarget, { trial, backUrl }: { trial: boolean; backUrl: string }) {
  const { kind } = useSession();
  const language = useLanguage();
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const launch = useEffectEvent(async () => {
    const api = await loadGameApi();
    const options = { language, backUrl };
    const result = isRealAccount(kind) ? await api.launchGame(game, { ...options, trial }) : await api.launchFreeTrial(game, options);
    return result.url;
  });

  const { nodeId, vassalage, gameType, gameCode } = game;
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    launch().then(
      (url) => !cancelled && setState({ status: 'ready', url }),
      (error: unknown) => !cancelled && setState({ status: 'error', message: translateError(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [nodeId, vassalage, gameType, gameCode, trial, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
