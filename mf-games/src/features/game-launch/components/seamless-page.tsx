import { useEffect, useRef } from 'react';
import { Button, EmptyState } from '@gp/ui-kit';
import { emitEvent, Link, requireRealAccount, useCommonT, useLocation, useNavigate, useSearchParams, useSession } from '@gp/kernel';
import { useGamesT } from '../../../lib/i18n';
import { useGameLaunch } from '../hooks/use-game-launch';
import { backUrlFor, decideLaunch, readSeamlessGame, type SeamlessGame } from '../utils/launch-rules';
import styles from './seamless-page.module.css';
import { GameStage } from './game-stage';

/** /seamless: one game over the whole content area (the shell hides the side menu). */
export function SeamlessPage() {
  const { t } = useGamesT();
  const [params] = useSearchParams();
  const { kind } = useSession();
  const game = readSeamlessGame(params);
  const decision = decideLaunch(kind, { mode: 'seamless' });
  const named = game !== null;

  useEffect(() => {
    if (!named) return;
    if (decision === 'login' || decision === 'trial-blocked') requireRealAccount(kind, 'route');
  }, [named, decision, kind]);

  if (!game || decision !== 'seamless') {
    return (
      <section className={styles.page} aria-labelledby="seamless-title">
        <h1 id="seamless-title" className={styles.title}>
          {t('titles.seamless')}
        </h1>
        <EmptyState
          message={t('launch.noGame')}
          action={
            <Link to="/index" className={styles.home}>
              {t('launch.backHome')}
            </Link>
          }
        />
      </section>
    );
  }
  return <SeamlessGameView key={`${game.vassalage}-${game.nodeId}`} game={game} />;
}

function SeamlessGameView({ game }: { game: SeamlessGame }) {
  const { t } = useGamesT();
  const { t: tc } = useCommonT();
  const navigate = useNavigate();
  const location = useLocation();
  const frame = useRef<HTMLIFrameElement>(null);
  const { state, retry } = useGameLaunch(game, { trial: false, backUrl: backUrlFor('/index') });

  // However the player leaves the game (Exit, a link, Back), the balance is fetched again.
  useEffect(() => () => emitEvent('balance-refresh-requested'), []);

  const exit = () => (location.key === 'default' ? navigate('/index') : navigate(-1));

  return (
    <section className={styles.page} aria-labelledby="seamless-title">
      <header className={styles.bar}>
        <h1 id="seamless-title" className={styles.title}>
          {game.name}
        </h1>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" disabled={state.status !== 'ready'} onClick={() => void frame.current?.requestFullscreen?.()}>
            {t('launch.fullScreen')}
          </Button>
          <Button variant="secondary" size="sm" onClick={exit} aria-label={t('launch.exit')}>
            {t('launch.exit')}
          </Button>
        </div>
      </header>
      <div className={styles.screen} aria-busy={state.status === 'loading'} aria-label={state.status === 'loading' ? tc('ui.loading') : undefined}>
        <GameStage state={state} title={game.name} onRetry={retry} frameRef={frame} />
      </div>
    </section>
  );
}
