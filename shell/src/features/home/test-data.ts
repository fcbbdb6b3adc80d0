import type { Game, GameType } from '@gp/kernel';
import type { GameMenu, Vendor } from '@gp/games-kit';
import { testGame as sharedTestGame } from '@gp/kernel/testing';
import { testVendor } from '@gp/games-kit/testing';

/** A hot game of `vassalage`: the shared builder with the simulator's ids, codes and icon paths. */
export function testGame(nodeId: number, vassalage: string, gameType: GameType, overrides: Partial<Game> = {}): Game {
  return sharedTestGame(`Game ${nodeId}`, {
    nodeId,
    nodeName: `game-${nodeId}`,
    vassalage,
    gameType,
    isHot: 1,
    iconUrl: `/assets/icons/${vassalage}/${nodeId}.svg`,
    gameCode: `${vassalage}_${nodeId}`,
    ...overrides,
  });
}

const vendor = (vassalage: string, gameType: GameType, extra: Partial<Vendor> = {}): Vendor =>
  testVendor(vassalage, `${vassalage} Games`, gameType, extra);

export const TEST_MENUS: GameMenu[] = [
  { gameType: 'LIVE', name: 'Live', vendors: [vendor('EVO', 'LIVE'), vendor('DG', 'LIVE')] },
  { gameType: 'FISH', name: 'Fishing', vendors: [vendor('KA', 'FISH'), vendor('JILI', 'FISH')] },
  {
    gameType: 'RNG',
    name: 'Slots',
    vendors: ['PG', 'JILI', 'FC', 'JDB', 'NLC'].map((v) => vendor(v, 'RNG', { maintenance: v === 'NLC' })),
  },
];

/** Hot games in the simulator's order: slots of several vendors first, then fishing and live. */
export const TEST_HOT_GAMES: Game[] = [
  testGame(1, 'PG', 'RNG'),
  testGame(2, 'PG', 'RNG'),
  testGame(3, 'NLC', 'RNG'),
  testGame(4, 'JILI', 'RNG'),
  testGame(5, 'FC', 'RNG'),
  testGame(6, 'JDB', 'RNG'),
  testGame(7, 'KA', 'FISH'),
  testGame(8, 'JILI', 'FISH'),
  testGame(9, 'EVO', 'LIVE'),
  testGame(10, 'DG', 'LIVE'),
];
