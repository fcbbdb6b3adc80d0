import { createRng } from '../lib/prng';
import { generateNames } from './names';
import { GAME_TYPES, type Game, type GameType, type Vendor } from './types';
import { VENDOR_SEEDS, type VendorSeed } from './vendors';

/** The immutable game catalogue: generated once from the seed, never changed by requests. */
export interface Catalogue {
  vendors: readonly Vendor[];
  games: readonly Game[];
  vendorsByType: ReadonlyMap<GameType, readonly Vendor[]>;
  gamesByType: ReadonlyMap<GameType, readonly Game[]>;
  gameById: ReadonlyMap<number, Game>;
  /** Games whose icon answers 404 on purpose (proves the client's fallback image). */
  brokenIconIds: ReadonlySet<number>;
}

const FIRST_NODE_ID = 10001;
const HOT_RATE = 1 / 8;
const BROKEN_ICON_RATE = 1 / 50;
const FREE_TRIAL_RATE = 1 / 2;
const FREE_TRIAL_TYPES: ReadonlySet<GameType> = new Set(['RNG', 'FISH']);
const LOBBY_TYPES: ReadonlySet<GameType> = new Set(['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS']);

export const vendorIconPath = (vassalage: string): string => `/assets/vendors/${vassalage}.svg`;
export const gameIconPath = (vassalage: string, nodeId: number): string => `/assets/icons/${vassalage}/${nodeId}.svg`;

function toVendor(seed: VendorSeed): Vendor {
  return {
    vassalage: seed.vassalage,
    name: seed.name,
    gameType: seed.gameType,
    iconUrl: vendorIconPath(seed.vassalage),
    maintenance: seed.maintenance ?? false,
    hasRooms: seed.hasRooms ?? false,
    isCockfight: seed.isCockfight ?? false,
  };
}

function groupBy<T>(items: readonly T[], typeOf: (item: T) => GameType): Map<GameType, T[]> {
  const groups = new Map<GameType, T[]>(GAME_TYPES.map((type) => [type, []]));
  for (const item of items) groups.get(typeOf(item))?.push(item);
  return groups;
}

export function buildCatalogue(seed: number): Catalogue {
  const rng = createRng(seed);
  const games: Game[] = [];
  const brokenIconIds = new Set<number>();
  let nodeId = FIRST_NODE_ID;

  for (const vendor of VENDOR_SEEDS) {
    const names = generateNames(rng, vendor.gameType, vendor.name, vendor.games);
    const isLobby = LOBBY_TYPES.has(vendor.gameType);
    names.forEach((name, index) => {
      const id = nodeId;
      nodeId += 1;
      if (vendor.gameType === 'RNG' && rng.chance(BROKEN_ICON_RATE)) brokenIconIds.add(id);
      games.push({
        nodeId: id,
        nodeName: name,
        gameName: name,
        displayName: name,
        vassalage: vendor.vassalage,
        gameType: vendor.gameType,
        isHot: !isLobby && rng.chance(HOT_RATE) ? 1 : 0,
        showIcon: 1,
        iconUrl: gameIconPath(vendor.vassalage, id),
        url: null,
        lagerIcon: null,
        gameCode: `${vendor.vassalage}_${vendor.gameType}_${String(index + 1).padStart(4, '0')}`,
        isGame: 1,
        freeTrial: FREE_TRIAL_TYPES.has(vendor.gameType) && rng.chance(FREE_TRIAL_RATE) ? 1 : 0,
      });
    });
  }

  const vendors = VENDOR_SEEDS.map(toVendor);
  return {
    vendors,
    games,
    vendorsByType: groupBy(vendors, (vendor) => vendor.gameType),
    gamesByType: groupBy(games, (game) => game.gameType),
    gameById: new Map(games.map((game) => [game.nodeId, game])),
    brokenIconIds,
  };
}
