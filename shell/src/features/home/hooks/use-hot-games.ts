import { startTransition, useCallback, useEffect, useState } from 'react';
import { type Game, useLanguage } from '@gp/kernel';
import { loadHotGames } from '../../../lib/games/hot-games';

export type HotGamesState = { status: 'loading' } | { status: 'ready'; games: Game[] } | { status: 'error'; error: unknown };

/** Hot games of the current language, from the session cache when there (SPEC §9). */
export function useHotGames(): { hot: HotGamesState; retry: () => void } {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HotGamesState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    loadHotGames(language).then(
      // Hot providers, banners and the hot row are drawn as a transition (interruptible, no long task).
      (games) => !cancelled && startTransition(() => setState({ status: 'ready', games })),
      (error: unknown) => !cancelled && setState({ status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [language, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { hot: state, retry };
}
