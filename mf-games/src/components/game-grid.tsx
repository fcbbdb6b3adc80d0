import { GameCard } from '@gp/games-kit';
import { type Game } from '@gp/kernel';
import styles from './game-grid.module.css';

/** A plain grid of game cards, for the short lists (favourites, recent games). */
export function GameGrid({ games, label }: { games: readonly Game[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={`${game.vassalage}-${game.nodeId}`} data-vendor={game.vassalage}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
