import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { loadGameApi, type PrizeMode, translateError, useLanguage } from 'shared';

export type LaunchState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

export type LotteryTarget = { prizeMode: PrizeMode; gameCode: string; view: 'betting' | 'lobby'; backUrl: string };

/** One lottery launch per game and view (launchMode LOTT, lottoArea VN). */
export function useLotteryLaunch({ prizeMode, gameCode, view, backUrl }: LotteryTarget) {
  const language = useLanguage();
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const launch = useEffectEvent(async () => {
    const api = await loadGameApi();
    return (await api.launchLottery({ prizeMode, gameCode, view, language, backUrl })).url;
  });

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
  }, [prizeMode, gameCode, view, attempt]);

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
