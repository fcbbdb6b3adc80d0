import { emitEvent, requireRealAccount, type Game, type SessionKind } from '@gp/kernel';

/** Same rules as the game card's Start (SPEC §5): a guest logs in, a trial account is told it cannot play. */
export function startGame(game: Game, kind: SessionKind): void {
  if (requireRealAccount(kind)) emitEvent('open-game', { game, mode: 'popup' });
}
