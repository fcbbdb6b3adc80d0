import { GAME_TYPES, type GameLaunchRequest, type GameType, type SessionKind } from '@gp/kernel';
import type { LaunchTarget } from '../api/launch-game';

export type LaunchDecision = 'login' | 'trial-blocked' | 'popup' | 'seamless';

/**
 * SPEC §5: a game needs a real account — a guest logs in, a trial account is told so. A free
 * trial (virtual money) is open to everyone and plays in the pop-up.
 */
export function decideLaunch(kind: SessionKind, request: Pick<GameLaunchRequest, 'mode' | 'trial'>): LaunchDecision {
  if (request.trial) return 'popup';
  if (kind === 'guest') return 'login';
  if (kind === 'trial') return 'trial-blocked';
  return request.mode;
}

/** Real-money sessions launch through /wps/game/launchGame; the rest play the free trial. */
export function isRealAccount(kind: SessionKind): boolean {
  return kind === 'member' || kind === 'agent';
}

export type SeamlessGame = LaunchTarget & { name: string };

export function seamlessPath(game: SeamlessGame): string {
  const query = new URLSearchParams({
    nodeId: String(game.nodeId),
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    name: game.name,
  });
  return `/seamless?${query.toString()}`;
}

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

/** The game a /seamless URL names, or null when it names none. */
export function readSeamlessGame(params: URLSearchParams): SeamlessGame | null {
  const nodeId = Number(params.get('nodeId'));
  const vassalage = params.get('vassalage') ?? '';
  const gameType = (params.get('gameType') ?? '').toUpperCase();
  const gameCode = params.get('gameCode') ?? '';
  if (!Number.isInteger(nodeId) || nodeId <= 0 || !vassalage || !isGameType(gameType)) return null;
  return { nodeId, vassalage, gameType, gameCode, name: params.get('name') || gameCode || vassalage };
}

/** The vendor's back button leads to a page of this site only. */
export function backUrlFor(path: string): string {
  return new URL(path, window.location.origin).href;
}
