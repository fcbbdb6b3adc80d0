import { emitEvent, type Game, type SessionKind } from 'shared';

/** Same rules as the game card's Start (SPEC §5): a guest logs in, a trial account is told it cannot play. */
export function startGame(game: Game, kind: SessionKind): void {
  if (kind === 'guest') emitEvent('login-required', { reason: 'action' });
  else if (kind === 'trial') emitEvent('trial-blocked');
  else emitEvent('open-game', { game, mode: 'popup' });
}
