import { DateTime } from 'luxon';
import { EmptyState, ErrorState, translateError, Spinner, useCommonT, useLanguage } from 'shared';
import { useLotteryT } from '../../../lib/i18n';
import { useLotteryMenu } from '../hooks/use-lottery-menu';
import styles from './lottery-menu.module.css';

const LUXON_LOCALE = { EN: 'en', TY: 'fil' } as const;

export type LotteryPage = 'lottery' | 'seaLottery' | 'vnLottery';

/** Prize mode per page (SPEC §9: LOTT, ZY, ELOTT, SEA). */
const PRIZE_MODE: Record<LotteryPage, string> = { lottery: 'LOTT', seaLottery: 'SEA', vnLottery: 'LOTT' };

export function LotteryMenu({ page }: { page: LotteryPage }) {
  const { t } = useLotteryT();
  const { t: tc } = useCommonT();
  const language = useLanguage();
  const { state, retry } = useLotteryMenu(PRIZE_MODE[page]);

  return (
    <section className={styles.page} aria-labelledby="lottery-title">
      <h1 id="lottery-title">{t(`titles.${page}`)}</h1>
      {state.status === 'loading' ? <Spinner label={tc('ui.loading')} /> : null}
      {state.status === 'error' ? (
        <ErrorState
          message={translateError(state.error)}
          onRetry={retry}
        />
      ) : null}
      {state.status === 'ready' && state.games.length === 0 ? <EmptyState message={t('menu.empty')} /> : null}
      {state.status === 'ready' && state.games.length > 0 ? (
        <ul className={styles.grid} aria-label={t('menu.games')}>
          {state.games.map((game) => {
            const next = DateTime.fromISO(game.nextDrawTime).setLocale(LUXON_LOCALE[language]);
            return (
              <li key={game.gameCode} className={styles.card}>
                <h2>{game.gameName}</h2>
                <p>{t('menu.every', { minutes: Math.round(game.drawIntervalSec / 60) })}</p>
                {next.isValid ? (
                  <p>
                    <time dateTime={next.toISO() ?? undefined}>{t('menu.nextDraw', { time: next.toLocaleString(DateTime.TIME_SIMPLE) })}</time>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
