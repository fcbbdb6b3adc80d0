import { memo, type ReactNode, startTransition, useCallback, useState } from 'react';
import { Button, Skeleton, useNearViewport } from '@gp/ui-kit';
import { type Game, Link, translateError, useCommonT } from '@gp/kernel';
import { GameCard } from '@gp/games-kit';
import { Icon, type IconName } from '../../../lib/ui/icon';
import { useHomeT } from '../i18n';
import type { RowState } from '../hooks/use-game-rows';
import styles from './game-row.module.css';

/** As many placeholders as a row holds, each the size of a game card: nothing moves when games arrive. */
const SKELETON_COUNT = 8;
/** Cards drawn at first: a row shows at most 7 at 1920 px; the rest come when the row is scrolled or reached. */
const FIRST_CARDS = 8;

/** A placeholder of a game card's size. */
export function GameCardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true">
      <Skeleton aspectRatio="1 / 1" />
      <Skeleton height="1.3125rem" radius="sm" className={styles.skeletonName} />
      <Skeleton height="32px" />
    </div>
  );
}

export type GameRowProps = {
  id: string;
  /** null: the provider is not known yet, the whole row is a placeholder. */
  title: ReactNode | null;
  icon: IconName;
  /** "View all" target. */
  to?: string;
  viewAllLabel?: string;
  state: RowState;
  onRetry?: () => void;
};

/** A titled, horizontally scrolling row of game cards; drawn again only when its own props change. */
export const GameRow = memo(function GameRow({ id, title, icon, to, viewAllLabel, state, onRetry }: GameRowProps) {
  const { t } = useHomeT();
  const { t: tc } = useCommonT();
  // Cards are drawn when the row comes near the viewport; until then its skeletons hold the place.
  const { ref: nearRef, near } = useNearViewport<HTMLDivElement>('600px');
  const { ref: shownRef, near: shown } = useNearViewport<HTMLDivElement>('0px');
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      nearRef(node);
      shownRef(node);
    },
    [nearRef, shownRef],
  );
  const [allCards, setAllCards] = useState(false);
  const showAll = () => startTransition(() => setAllCards(true));
  const titleId = `${id}-title`;
  let body: ReactNode;
  if (state.status === 'ready' && near) {
    const games = allCards ? state.games : state.games.slice(0, FIRST_CARDS);
    body = (
      <ul
        className={styles.cards}
        aria-labelledby={titleId}
        onScroll={allCards ? undefined : showAll}
        onPointerEnter={allCards ? undefined : showAll}
        onFocus={allCards ? undefined : showAll}
      >
        {games.map((game: Game) => (
          <li key={game.nodeId} className={styles.cell}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'error') {
    body = (
      <div className={styles.failed} role="alert">
        <p>{t('rowFailed')}</p>
        <p className={styles.reason}>{translateError(state.error)}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {tc('ui.retry')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    // Out of sight one skeleton holds the row's final height (little to draw while the page
    // starts); once on screen, a row of card-sized skeletons until the games are there.
    body = (
      <div ref={ref} className={styles.cards} aria-busy="true">
        {Array.from({ length: shown ? SKELETON_COUNT : 1 }, (_, index) => (
          <div key={index} className={styles.cell}>
            <GameCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  if (title === null) {
    return (
      <div className={styles.row} aria-hidden="true">
        <div className={styles.head}>
          <Skeleton height="1.6875rem" width="14rem" radius="sm" />
        </div>
        {body}
      </div>
    );
  }
  return (
    <section className={styles.row} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <Icon name={icon} className={styles.titleIcon} />
          {title}
        </h2>
        {to ? (
          <Link to={to} className={styles.all} aria-label={viewAllLabel}>
            {t('viewAll')}
            <Icon name="chevronRight" />
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
});
