/** Game catalogue shapes (docs/api-contract.md, "Entities"). */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export type Flag = 0 | 1;

export interface Game {
  nodeId: number;
  nodeName: string;
  gameName: string;
  displayName: string;
  vassalage: string;
  gameType: GameType;
  isHot: Flag;
  showIcon: Flag;
  iconUrl: string;
  url: string | null;
  lagerIcon: string | null;
  gameCode: string;
  isGame: Flag;
  freeTrial: Flag;
}

export interface Vendor {
  vassalage: string;
  name: string;
  gameType: GameType;
  iconUrl: string;
  maintenance: boolean;
  hasRooms: boolean;
  isCockfight: boolean;
}
