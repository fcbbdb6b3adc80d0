import { useLanguage } from '@gp/kernel';
import { useLotteryT } from '../../../lib/i18n';
import type { ModeGame } from '../hooks/use-lottery-games';
import { formatTime } from '@gp/ui-kit/format-date';
import { drawTime } from '../utils/draw-time';
import styles from './lottery-menu.module.css';

const DAY = 24 * 60 * 60;

export type LotteryMenuProps = {
  games: readonly ModeGame[];
  playing: string | null;
  resultsOf: string | null;
  onPlay: (game: ModeGame) => void;
  onResults: (game: ModeGame) => void;
};

/** The Vietnam lottery menu: each game with its draw interval and next draw time. */
export function LotteryMenu({ games, playing, resultsOf, onPlay, onResults }: LotteryMenuProps) {
  const { t } = useLotteryT();
  const language = useLanguage();
  return (
    <ul className={styles.grid} aria-label={t('menu.games')}>
      {games.map((game) => {
        const next = drawTime(game.nextDrawTime, language);
        const current = game.gameCode === playing;
        return (
          <li key={game.gameCode} className={styles.card} aria-current={current ? 'true' : undefined}>
            <h2>{game.gameName}</h2>
            <p>{game.drawIntervalSec >= DAY ? t('menu.daily') : t('menu.every', { minutes: Math.round(game.drawIntervalSec / 60) })}</p>
            {next ? (
              <p>
                <time dateTime={next.toISO() ?? undefined}>{t('menu.nextDraw', { time: formatTime(next, { language, showZone: true }) })}</time>
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="button" className={styles.play} onClick={() => onPlay(game)} aria-label={t('menu.playGame', { name: game.gameName })}>
                {current ? t('menu.playing') : t('menu.play')}
              </button>
              <button
                type="button"
                className={styles.results}
                aria-pressed={game.gameCode === resultsOf}
                aria-label={t('menu.resultsOf', { name: game.gameName })}
                onClick={() => onResults(game)}
              >
                {t('menu.results')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
