import { useState } from 'react';
import { Button, ErrorState, Spinner } from '@gp/ui-kit';
import { translateError, useCommonT, useLanguage } from '@gp/kernel';
import { DRAWS_PAGE_SIZE, type Draw, useLatestDraw, useOpenedDraws } from '../api/get-draws';
import { useLotteryT } from '../../../lib/i18n';
import type { ModeGame } from '../hooks/use-lottery-games';
import { isVietnamese, vietnamPrizes } from '../utils/draw-layout';
import { formatDateTime } from '@gp/ui-kit/format-date';
import { drawTime } from '../utils/draw-time';
import styles from './results-board.module.css';

function Balls({ numbers }: { numbers: readonly string[] }) {
  return (
    <span className={styles.balls}>
      {numbers.map((number, i) => (
        <span key={`${i}-${number}`} className={styles.ball}>
          {number}
        </span>
      ))}
    </span>
  );
}

function DrawNumbers({ game, draw }: { game: ModeGame; draw: Draw }) {
  const { t } = useLotteryT();
  if (!isVietnamese(game.prizeMode)) return <Balls numbers={draw.numbers} />;
  return (
    <table className={styles.prizes}>
      <tbody>
        {vietnamPrizes(draw.numbers).map((row) => (
          <tr key={row.prize} className={row.prize === 'special' ? styles.special : undefined}>
            <th scope="row">{t(`results.prizes.${row.prize}`)}</th>
            <td>{row.numbers.join('  ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The opened numbers of one game as a results board: the latest draw, then past draws by page. */
export function ResultsBoard({ game }: { game: ModeGame }) {
  const { t } = useLotteryT();
  const { t: tc } = useCommonT();
  const language = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const latest = useLatestDraw(game.gameCode);
  const history = useOpenedDraws(game.gameCode, pageNo);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / DRAWS_PAGE_SIZE)) : 1;
  const time = (iso: string) => {
    const at = drawTime(iso, language);
    return at ? formatDateTime(at, { language, showZone: true }) : iso;
  };
  const titleId = `results-${game.gameCode}`;

  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('results.title', { name: game.gameName })}</h2>

      {latest.isFetching && !latest.data ? <Spinner centered /> : null}
      {latest.isError && !latest.isFetching ? <ErrorState message={translateError(latest.error)} onRetry={() => void latest.refetch()} /> : null}
      {latest.data ? (
        <div className={styles.latest}>
          <p className={styles.draw}>
            {t('results.latest', { numero: latest.data.numero })} ·{' '}
            <time dateTime={latest.data.openTime}>{time(latest.data.openTime)}</time>
          </p>
          <DrawNumbers game={game} draw={latest.data} />
          <p className={styles.next}>
            {t('results.next', { numero: latest.data.nextNumero })} <time dateTime={latest.data.nextOpenTime}>{time(latest.data.nextOpenTime)}</time>
          </p>
        </div>
      ) : null}

      <h3>{t('results.history')}</h3>
      {history.isError && !history.isFetching ? <ErrorState message={translateError(history.error)} onRetry={() => void history.refetch()} /> : null}
      {!history.isError || history.isFetching ? (
        <table className={styles.history} aria-label={t('results.history')} aria-busy={history.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('results.draw')}</th>
              <th scope="col">{t('results.time')}</th>
              <th scope="col">{t(isVietnamese(game.prizeMode) ? 'results.specialPrize' : 'results.numbers')}</th>
            </tr>
          </thead>
          <tbody>
            {(history.data?.list ?? []).map((draw) => (
              <tr key={draw.numero}>
                <td>{draw.numero}</td>
                <td>
                  <time dateTime={draw.openTime}>{time(draw.openTime)}</time>
                </td>
                <td>{isVietnamese(game.prizeMode) ? draw.numbers[0] : draw.numbers.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <nav className={styles.pager} aria-label={t('results.pages')}>
        <Button variant="ghost" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
          {tc('ui.previous')}
        </Button>
        <span>{tc('ui.pageOf', { page: pageNo, total: pages })}</span>
        <Button variant="ghost" size="sm" disabled={pageNo >= pages} onClick={() => setPageNo((n) => n + 1)}>
          {tc('ui.next')}
        </Button>
      </nav>
    </section>
  );
}
