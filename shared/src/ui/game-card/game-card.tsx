import { emitEvent } from '../../events/event-bus';
import { useImageUrl } from '../../features/image-cdn';
import { useCommonT } from '../../i18n/common';
import { useSession } from '../../session/use-session';
import type { Game } from '../../api/schemas/game';
import { ImageWithFallback } from '../image-with-fallback';
import { DEFAULT_GAME_ICON } from './default-game-icon';
import styles from './game-card.module.css';

/**
 * The one game card of the site (home rows in the shell, lists in mf-games): it lives in
 * `shared` so both render the same card without the home page waiting for a remote.
 * Start needs a real session: a guest is sent to log in and a trial account gets
 * in_need_true_account (SPEC §5) — both through the shell, over the event bus.
 */
export function GameCard({ game }: { game: Game }) {
  const { t } = useCommonT();
  const { kind } = useSession();
  const icon = useImageUrl(game.iconUrl);

  function start(trial: boolean) {
    if (trial) {
      emitEvent('open-game', { game, mode: 'popup', trial: true });
      return;
    }
    if (kind === 'guest') emitEvent('login-required', { reason: 'action' });
    else if (kind === 'trial') emitEvent('trial-blocked');
    else emitEvent('open-game', { game, mode: 'popup' });
  }

  return (
    <article className={styles.card} aria-label={game.displayName}>
      <div className={styles.media}>
        <ImageWithFallback src={icon} fallbackSrc={DEFAULT_GAME_ICON} alt="" width={200} height={200} className={styles.icon} />
        {game.isHot === 1 ? <span className={styles.hot}>{t('game.hot')}</span> : null}
      </div>
      <h3 className={styles.name}>{game.displayName}</h3>
      <div className={styles.actions}>
        <button type="button" className={styles.start} onClick={() => start(false)}>
          {t('game.start')}
        </button>
        {game.freeTrial === 1 ? (
          <button type="button" className={styles.trial} onClick={() => start(true)}>
            {t('game.freeTrial')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
