import type { Game, GameMenu, GameType, Vendor } from 'shared';

export function testGame(nodeId: number, vassalage: string, gameType: GameType, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    nodeName: `game-${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    vassalage,
    gameType,
    isHot: 1,
    showIcon: 1,
    iconUrl: `/assets/icons/${vassalage}/${nodeId}.svg`,
    url: null,
    lagerIcon: null,
    gameCode: `${vassalage}_${nodeId}`,
    isGame: 1,
    freeTrial: 0,
    ...overrides,
  };
}

export function testVendor(vassalage: string, gameType: GameType, overrides: Partial<Vendor> = {}): Vendor {
  return {
    vassalage,
    name: `${vassalage} Games`,
    gameType,
    iconUrl: `/assets/vendors/${vassalage}.svg`,
    maintenance: false,
    hasRooms: false,
    isCockfight: false,
    ...overrides,
  };
}

export const TEST_MENUS: GameMenu[] = [
  { gameType: 'LIVE', name: 'Live', vendors: [testVendor('EVO', 'LIVE'), testVendor('DG', 'LIVE')] },
  { gameType: 'FISH', name: 'Fishing', vendors: [testVendor('KA', 'FISH'), testVendor('JILI', 'FISH')] },
  {
    gameType: 'RNG',
    name: 'Slots',
    vendors: ['PG', 'JILI', 'FC', 'JDB', 'NLC'].map((v) => testVendor(v, 'RNG', { maintenance: v === 'NLC' })),
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
