import { useEffect, useState } from 'react';
import { fetchLotteryMenu, type LotteryGame } from 'shared';

type MenuState = { status: 'loading' } | { status: 'ready'; games: LotteryGame[] } | { status: 'error'; error: unknown };

/** The lottery menu of one prize mode (`/lgw/vn/games/game_menu`, device WEB). */
export function useLotteryMenu(prizeMode: string) {
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    fetchLotteryMenu({ prizeMode }).then(
      (menu) => !cancelled && setState({ status: 'ready', games: menu.games }),
      (error: unknown) => !cancelled && setState({ status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [prizeMode, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
