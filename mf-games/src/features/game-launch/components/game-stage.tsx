import { type Ref, Suspense } from 'react';
import { ErrorState, Spinner } from '@gp/ui-kit';
import { GameFrame, type LaunchState } from '@gp/games-kit';
import { useGamesT } from '../../../lib/i18n';
import styles from './game-stage.module.css';

export type GameStageProps = {
  state: LaunchState;
  title: string;
  onRetry: () => void;
  frameRef?: Ref<HTMLIFrameElement>;
};

/** The launched game, or what keeps it from showing (starting, refused with the server's message). */
export function GameStage({ state, title, onRetry, frameRef }: GameStageProps) {
  const { t } = useGamesT();
  const loading = <Spinner centered label={t('launch.loading')} className={styles.status} />;
  return (
    <div className={styles.stage}>
      {state.status === 'loading' ? loading : null}
      {state.status === 'error' ? <ErrorState title={t('launch.failed')} message={state.message} onRetry={onRetry} className={styles.status} /> : null}
      {state.status === 'ready' ? (
        <Suspense fallback={loading}>
          <GameFrame ref={frameRef} src={state.url} title={title} className={styles.frame} />
        </Suspense>
      ) : null}
    </div>
  );
}
