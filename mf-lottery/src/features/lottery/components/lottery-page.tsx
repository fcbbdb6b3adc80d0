import { useEffect, useState } from 'react';
import { emitEvent, translateError, useCommonT, useLocation, useSearchParams, useSession } from '@gp/kernel';
import { EmptyState, ErrorState, PillLink, Spinner } from '@gp/ui-kit';
import { useLotteryT } from '../../../lib/i18n';
import { type ModeGame, useLotteryGames } from '../hooks/use-lottery-games';
import { safeBackUrl } from '../utils/back-url';
import { isPrizeMode, type LotteryPage as Page } from '../utils/prize-modes';
import { LotteryGameView } from './lottery-game-view';
import { LotteryMenu } from './lottery-menu';
import styles from './lottery-page.module.css';
import { ResultsBoard } from './results-board';

/**
 * /lottery, /seaLottery and /vnLottery (the shell maps /lottert, /sealottery, /vnlottery here).
 * Query: prizeMode (tab), gameCode (launch it), lottoView (betting | lobby), backUrl (this site only).
 */
export function LotteryPage({ page }: { page: Page }) {
  const { t } = useLotteryT();
  const { t: tc } = useCommonT();
  const { kind } = useSession();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const lottery = useLotteryGames(page);
  const gameCode = params.get('gameCode');
  const requestedMode = params.get('prizeMode');
  const view = params.get('lottoView') === 'lobby' ? 'lobby' : 'betting';
  const playing = gameCode ? lottery.games.find((game) => game.gameCode === gameCode) : undefined;
  const mode = playing?.prizeMode ?? (isPrizeMode(requestedMode) && lottery.modes.includes(requestedMode) ? requestedMode : lottery.modes[0]);
  const games = lottery.games.filter((game) => game.prizeMode === mode);
  const [resultsCode, setResultsCode] = useState<string | null>(null);
  const resultsGame = lottery.games.find((game) => game.gameCode === resultsCode) ?? playing ?? games[0];
  const blocked = kind === 'trial' && Boolean(gameCode);

  useEffect(() => {
    if (blocked) emitEvent('trial-blocked');
  }, [blocked]);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  }

  function play(game: ModeGame) {
    if (kind === 'trial') return emitEvent('trial-blocked');
    setResultsCode(game.gameCode);
    update({ prizeMode: game.prizeMode, gameCode: game.gameCode, lottoView: null });
    window.scrollTo({ top: 0 });
  }

  return (
    <section className={styles.page} aria-labelledby="lottery-title">
      <h1 id="lottery-title">{t(`titles.${page}`)}</h1>

      {lottery.modes.length > 1 ? (
        <nav aria-label={t('modes.label')} className={styles.modes}>
          {lottery.modes.map((option) => (
            <PillLink key={option} to={`?prizeMode=${option}`} current={option === mode}>
              {t(`modes.${option}`)}
            </PillLink>
          ))}
        </nav>
      ) : null}

      {blocked ? <p role="alert" className={styles.notice}>{tc('error.inNeedTrueAccount')}</p> : null}
      {gameCode && lottery.status === 'ready' && !playing ? <p role="alert" className={styles.notice}>{t('game.notFound')}</p> : null}
      {playing && !blocked ? (
        <LotteryGameView
          key={playing.gameCode}
          game={playing}
          view={view}
          backUrl={safeBackUrl(params.get('backUrl'), pathname)}
          onView={(next) => update({ lottoView: next })}
          onClose={() => update({ gameCode: null, lottoView: null, backUrl: null })}
        />
      ) : null}

      {lottery.status === 'loading' ? <Spinner label={tc('ui.loading')} /> : null}
      {lottery.status === 'error' ? <ErrorState message={translateError(lottery.error)} onRetry={lottery.retry} /> : null}
      {lottery.status === 'ready' && games.length === 0 ? <EmptyState message={t('menu.empty')} /> : null}
      {lottery.status === 'ready' && games.length > 0 ? (
        <div className={styles.columns}>
          <LotteryMenu
            games={games}
            playing={playing && !blocked ? playing.gameCode : null}
            resultsOf={resultsGame?.gameCode ?? null}
            onPlay={play}
            onResults={(game) => setResultsCode(game.gameCode)}
          />
          {resultsGame ? <ResultsBoard key={resultsGame.gameCode} game={resultsGame} /> : null}
        </div>
      ) : null}
    </section>
  );
}
