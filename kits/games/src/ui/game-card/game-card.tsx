import { requireRealAccount, emitEvent, useFavorite, useFeature, useImageUrl, useCommonT, useSession, type Game } from '@gp/kernel';
import { ImageWithFallback } from '@gp/ui-kit';
import { DEFAULT_GAME_ICON } from './default-game-icon';
import styles from './game-card.module.css';

/**
 * The one game card of the site (home rows in the shell, lists in mf-games): it lives in
 * the games kit so both render the same card without the home page waiting for a remote.
 * Start needs a real session: a guest is sent to log in and a trial account gets
 * in_need_true_account (SPEC §5) — both through the shell, over the event bus.
 */
export function GameCard({ game, priority = false }: { game: Game; /** Above the fold: load the icon first (LCP). */ priority?: boolean }) {
  const { t } = useCommonT();
  const { kind } = useSession();
  const icon = useImageUrl(game.iconUrl);
  const favorite = useFavorite(game);
  const freePlay = useFeature('FREEPLAY3');

  function start(trial: boolean) {
    if (trial) {
      emitEvent('open-game', { game, mode: 'popup', trial: true });
      return;
    }
    if (requireRealAccount(kind)) emitEvent('open-game', { game, mode: 'popup' });
  }

  return (
    <article className={styles.card} aria-label={game.displayName}>
      <div className={styles.media}>
        <ImageWithFallback
          src={icon}
          fallbackSrc={DEFAULT_GAME_ICON}
          alt=""
          width={200}
          height={200}
          className={styles.icon}
          {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
        />
        {game.isHot === 1 ? <span className={styles.hot}>{t('game.hot')}</span> : null}
        <button type="button" className={styles.favorite} aria-label={t('game.favorite')} aria-pressed={favorite.isFavorite} onClick={favorite.toggle}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 20.5 10.6 19.2C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6z" />
          </svg>
        </button>
      </div>
      <h3 className={styles.name}>{game.displayName}</h3>
      <div className={styles.actions}>
        <button type="button" className={styles.start} onClick={() => start(false)}>
          {t('game.start')}
        </button>
        {game.freeTrial === 1 && freePlay ? (
          <button type="button" className={styles.trial} onClick={() => start(true)}>
            {t('game.freeTrial')}
          </button>
        ) : null}
      </div>
      {favorite.failure ? (
        <p role="alert" className={styles.failure}>
          {favorite.failure}
        </p>
      ) : null}
    </article>
  );
}
