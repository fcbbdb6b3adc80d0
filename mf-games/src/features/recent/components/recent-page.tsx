import { EmptyState, ErrorState, Spinner } from '@gp/ui-kit';
import { Link, translateError } from '@gp/kernel';
import { type LotteryGame } from '@gp/games-kit';
import { GameGrid } from '../../../components/game-grid';
import { PageTitle } from '../../../components/page-title';
import layout from '../../../components/section-page.module.css';
import { useGamesT } from '../../../lib/i18n';
import { useRecentGames, useRecentLottery } from '../api/get-recent';
import styles from './recent-page.module.css';

/** The lottery page of a prize mode, opened on the game (the lottery remote launches it). */
export function lotteryLink(game: LotteryGame): string {
  const code = encodeURIComponent(game.gameCode);
  switch (game.prizeMode) {
    case 'SEA':
      return `/seaLottery?gameCode=${code}`;
    case 'ELOTT':
      return `/lottery?prizeMode=ELOTT&gameCode=${code}`;
    default:
      return `/vnLottery?prizeMode=${encodeURIComponent(game.prizeMode)}&gameCode=${code}`;
  }
}

/** /recent: games launched lately (GCS_recentGame) and the recent lottery menu. */
export function RecentPage() {
  const { t } = useGamesT();
  const games = useRecentGames();
  const lottery = useRecentLottery();

  return (
    <section className={layout.page} aria-labelledby="recent-title">
      <PageTitle id="recent-title" title={t('titles.recent')} />

      <section className={layout.section} aria-labelledby="recent-games-title">
        <h2 id="recent-games-title" className={layout.heading}>
          {t('recent.games')}
        </h2>
        {games.isFetching && !games.data ? <Spinner centered /> : null}
        {games.isError && !games.isFetching ? <ErrorState message={translateError(games.error)} onRetry={() => void games.refetch()} /> : null}
        {games.data && games.data.games.length === 0 ? <EmptyState message={t('recent.gamesEmpty')} /> : null}
        {games.data && games.data.games.length > 0 ? <GameGrid games={games.data.games} label={t('recent.games')} /> : null}
      </section>

      <section className={layout.section} aria-labelledby="recent-lottery-title">
        <h2 id="recent-lottery-title" className={layout.heading}>
          {t('recent.lottery')}
        </h2>
        {lottery.isFetching && !lottery.data ? <Spinner centered /> : null}
        {lottery.isError && !lottery.isFetching ? <ErrorState message={translateError(lottery.error)} onRetry={() => void lottery.refetch()} /> : null}
        {lottery.data && lottery.data.games.length === 0 ? <EmptyState message={t('recent.lotteryEmpty')} /> : null}
        {lottery.data && lottery.data.games.length > 0 ? (
          <ul className={styles.lottery} aria-labelledby="recent-lottery-title">
            {lottery.data.games.map((game) => (
              <li key={game.gameCode}>
                <Link to={lotteryLink(game)} className={styles.lotteryLink} aria-label={t('recent.open', { name: game.gameName })}>
                  {game.gameName}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
