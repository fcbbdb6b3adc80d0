import { useRef } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { type Game } from '@gp/kernel';
import { useGamesT } from '../../../lib/i18n';
import { useGameLaunch } from '../hooks/use-game-launch';
import { backUrlFor } from '../utils/launch-rules';
import styles from './game-popup.module.css';
import { GameStage } from './game-stage';

export type GamePopupProps = {
  game: Game;
  trial: boolean;
  onClose: () => void;
  /** Offered to real-money sessions: the same game on /seamless. */
  onFullPage?: () => void;
};

/** The game pop-up: the launched game in a sandboxed frame over the current page. */
export function GamePopup({ game, trial, onClose, onFullPage }: GamePopupProps) {
  const { t } = useGamesT();
  const frame = useRef<HTMLIFrameElement>(null);
  const { state, retry } = useGameLaunch(game, { trial, backUrl: backUrlFor(window.location.pathname) });
  const title = trial ? `${game.displayName} · ${t('launch.freeTrial')}` : game.displayName;
  const ready = state.status === 'ready';

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      size="lg"
      closeOnBackdrop={false}
      className={styles.dialog}
      footer={
        <>
          <Button variant="ghost" size="sm" disabled={!ready} onClick={() => void frame.current?.requestFullscreen?.()}>
            {t('launch.fullScreen')}
          </Button>
          {onFullPage ? (
            <Button variant="secondary" size="sm" onClick={onFullPage}>
              {t('launch.fullPage')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.screen}>
        <GameStage state={state} title={game.displayName} onRetry={retry} frameRef={frame} />
      </div>
    </Dialog>
  );
}
