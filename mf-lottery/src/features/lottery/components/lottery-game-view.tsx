import { Suspense, useEffect, useRef } from 'react';
import { Button, ErrorState, Spinner } from '@gp/ui-kit';
import { emitEvent } from '@gp/kernel';
import { GameFrame } from '@gp/games-kit';
import { useLotteryT } from '../../../lib/i18n';
import type { ModeGame } from '../hooks/use-lottery-games';
import { useLotteryLaunch } from '../hooks/use-lottery-launch';
import styles from './lottery-game-view.module.css';

/** The two views of a game, each named by `game.<view>` in the catalogue. */
const VIEWS = ['betting', 'lobby'] as const;

export type LotteryGameViewProps = {
  game: ModeGame;
  view: 'betting' | 'lobby';
  backUrl: string;
  onView: (view: 'betting' | 'lobby') => void;
  onClose: () => void;
};

/** The launched lottery in a sandboxed frame, betting or lobby view. */
export function LotteryGameView({ game, view, backUrl, onView, onClose }: LotteryGameViewProps) {
  const { t } = useLotteryT();
  const frame = useRef<HTMLIFrameElement>(null);
  const { state, retry } = useLotteryLaunch({ prizeMode: game.prizeMode, gameCode: game.gameCode, view, backUrl });
  const loading = <Spinner centered label={t('game.loading')} className={styles.status} />;

  // Bets change the wallet: leaving the game, however it happens, asks for a fresh balance.
  useEffect(() => () => emitEvent('balance-refresh-requested'), []);

  return (
    <section className={styles.view} aria-labelledby="lottery-game-title">
      <header className={styles.bar}>
        <h2 id="lottery-game-title">{game.gameName}</h2>
        <div className={styles.tools}>
          <div role="group" aria-label={t('game.view')} className={styles.views}>
            {VIEWS.map((option) => (
              <button key={option} type="button" aria-pressed={view === option} className={styles.viewButton} onClick={() => onView(option)}>
                {t(`game.${option}`)}
              </button>
            ))}
          </div>
          <Button variant="ghost" size="sm" disabled={state.status !== 'ready'} onClick={() => void frame.current?.requestFullscreen?.()}>
            {t('game.fullScreen')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('game.close')}
          </Button>
        </div>
      </header>
      <div className={styles.screen}>
        {state.status === 'loading' ? loading : null}
        {state.status === 'error' ? <ErrorState title={t('game.failed')} message={state.message} onRetry={retry} className={styles.status} /> : null}
        {state.status === 'ready' ? (
          <Suspense fallback={loading}>
            <GameFrame ref={frame} src={state.url} title={game.gameName} className={styles.frame} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
