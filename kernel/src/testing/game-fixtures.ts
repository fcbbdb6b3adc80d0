import type { Game } from '../api/schemas/game';

let nextId = 1000;

/** A game row as the game APIs answer it; each call takes a fresh nodeId unless one is given. */
export function testGame(displayName: string, overrides: Partial<Game> = {}): Game {
  const nodeId = overrides.nodeId ?? nextId++;
  return {
    nodeId,
    nodeName: displayName,
    gameName: displayName,
    displayName,
    vassalage: 'PG',
    gameType: 'RNG',
    isHot: 0,
    showIcon: 1,
    iconUrl: `https://img.test/${nodeId}.png`,
    url: null,
    lagerIcon: null,
    gameCode: `GAME_${nodeId}`,
    isGame: 1,
    freeTrial: 0,
    ...overrides,
  };
}
