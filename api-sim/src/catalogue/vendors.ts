import type { GameType } from './types';

/** A vendor of the seed catalogue and how many games it carries. */
export interface VendorSeed {
  vassalage: string;
  name: string;
  gameType: GameType;
  games: number;
  maintenance?: boolean;
  hasRooms?: boolean;
  isCockfight?: boolean;
}

/** Made-up vendor names on realistic codes. RNG counts add up to 10,000 (SPEC §9). */
export const VENDOR_SEEDS: readonly VendorSeed[] = [
  { vassalage: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', gameType: 'LOTT', games: 1 },
  { vassalage: 'LOTT', name: 'Lucky E-Lottery', gameType: 'ELOTT', games: 1 },

  { vassalage: 'EVO', name: 'Evolve Live', gameType: 'LIVE', games: 14 },
  { vassalage: 'SEXY', name: 'Sexy Casino', gameType: 'LIVE', games: 8 },
  { vassalage: 'DG', name: 'Dream Live', gameType: 'LIVE', games: 10, hasRooms: true },
  { vassalage: 'SA', name: 'SA Live Studio', gameType: 'LIVE', games: 8, hasRooms: true },
  { vassalage: 'WM', name: 'WM Live', gameType: 'LIVE', games: 6 },

  { vassalage: 'SABA', name: 'SABA Sports', gameType: 'SPORTS', games: 1 },
  { vassalage: 'CMD', name: 'CMD Sportsbook', gameType: 'SPORTS', games: 1 },
  { vassalage: 'BTI', name: 'BTi Sports', gameType: 'SPORTS', games: 1 },
  { vassalage: 'DS88', name: 'DS88 Sabong', gameType: 'SPORTS', games: 1, isCockfight: true },
  { vassalage: 'DIG', name: 'DIG Cockfight', gameType: 'SPORTS', games: 1, isCockfight: true },

  { vassalage: 'JILI', name: 'Jili Fishing', gameType: 'FISH', games: 8 },
  { vassalage: 'FC', name: 'Fa Chai Fishing', gameType: 'FISH', games: 6 },
  { vassalage: 'JDB', name: 'JDB Fishing', gameType: 'FISH', games: 7 },
  { vassalage: 'KA', name: 'KA Fishing', gameType: 'FISH', games: 5 },

  { vassalage: 'PG', name: 'Pocket Games', gameType: 'RNG', games: 820 },
  { vassalage: 'JILI', name: 'Jili Slots', gameType: 'RNG', games: 1150 },
  { vassalage: 'FC', name: 'Fa Chai Slots', gameType: 'RNG', games: 640 },
  { vassalage: 'JDB', name: 'JDB Slots', gameType: 'RNG', games: 760 },
  { vassalage: 'PP', name: 'Pragmatic Reels', gameType: 'RNG', games: 1240 },
  { vassalage: 'CQ9', name: 'CQ9 Gaming', gameType: 'RNG', games: 900 },
  { vassalage: 'KA', name: 'KA Gaming', gameType: 'RNG', games: 880 },
  { vassalage: 'MG', name: 'Micro Reels', gameType: 'RNG', games: 700 },
  { vassalage: 'HB', name: 'Habanera Slots', gameType: 'RNG', games: 520 },
  { vassalage: 'BNG', name: 'Booongo Play', gameType: 'RNG', games: 430 },
  { vassalage: 'RSG', name: 'Royal Slot Gaming', gameType: 'RNG', games: 380 },
  { vassalage: 'YGR', name: 'Yggra Reels', gameType: 'RNG', games: 350 },
  { vassalage: 'SG', name: 'Spade Slots', gameType: 'RNG', games: 450 },
  { vassalage: 'NLC', name: 'Nolimit Spins', gameType: 'RNG', games: 310, maintenance: true },
  { vassalage: 'PS', name: 'PlayStar', gameType: 'RNG', games: 470 },

  { vassalage: 'KM', name: 'Kingmidas Cards', gameType: 'PVP', games: 12 },
  { vassalage: 'JILI', name: 'Jili Cards', gameType: 'PVP', games: 10 },
  { vassalage: 'V8', name: 'V8 Poker', gameType: 'PVP', games: 8 },
  { vassalage: 'TPG', name: 'TP Card Games', gameType: 'PVP', games: 6 },

  { vassalage: 'AV', name: 'AV Esports', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'IMES', name: 'IM Esports', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'IA', name: 'IA Esports', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'AI', name: 'AI Esports', gameType: 'ESPORTS', games: 1 },
  { vassalage: 'TF', name: 'TF Gaming', gameType: 'ESPORTS', games: 1 },
];
