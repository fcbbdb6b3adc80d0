import type { Rng } from '../lib/prng';
import type { GameType } from './types';

interface NameParts {
  first: readonly string[];
  second: readonly string[];
  /** Optional endings; '' keeps the two-word name. */
  endings: readonly string[];
}

const SLOT_NAMES: NameParts = {
  first: [
    'Golden', 'Lucky', 'Mighty', 'Wild', 'Crystal', 'Dragon', 'Fortune', 'Mystic', 'Royal', 'Blazing',
    'Jade', 'Thunder', 'Sweet', 'Frozen', 'Ancient', 'Cosmic', 'Emerald', 'Fiery', 'Hidden', 'Jolly',
    'Magic', 'Neon', 'Phoenix', 'Ruby', 'Sapphire', 'Silver', 'Sunny', 'Tiger', 'Treasure', 'Velvet',
    'Aztec', 'Bonanza', 'Candy', 'Diamond', 'Eagle', 'Lotus', 'Moon', 'Ocean', 'Panda', 'Pirate',
    'Rising', 'Samurai', 'Shining', 'Starlight', 'Viking', 'Wolf', 'Zodiac', 'Carnival',
  ],
  second: [
    'Dragon', 'Fortune', 'Riches', 'Gems', 'Treasures', 'Empire', 'Legends', 'Kingdom', 'Jackpot', 'Spins',
    'Fruits', 'Pharaoh', 'Temple', 'Garden', 'Island', 'Quest', 'Safari', 'Wilds', 'Rush', 'Party',
    'Queen', 'King', 'Koi', 'Lanterns', 'Coins', 'Bells', 'Sevens', 'Stars', 'Nights', 'Festival',
    'Mine', 'Express', 'Buffalo', 'Goddess', 'Warrior', 'Ninja', 'Monkey', 'Phoenix', 'Princess', 'Wheel',
    'Vault', 'Cascade', 'Blast', 'Heist', 'Galaxy', 'Harvest', 'Tales', 'Crown',
  ],
  endings: ['', '', '', '', 'Deluxe', 'Megaways', 'Hold and Win', 'Gold', 'Extreme', '2', 'Rising'],
};

const LIVE_NAMES: NameParts = {
  first: ['Speed', 'VIP', 'Lightning', 'Classic', 'Golden', 'Squeeze', 'Royal', 'Mega', 'Super', 'No Commission'],
  second: ['Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Fan Tan', 'Casino Holdem', 'Andar Bahar'],
  endings: ['', '', 'A', 'B', 'C'],
};

const FISH_NAMES: NameParts = {
  first: ['Ocean', 'Mega', 'Golden', 'Royal', 'Dragon', 'Happy', 'Deep Sea', 'Crazy', 'Jackpot', 'Lucky'],
  second: ['Fishing', 'Hunter', 'King', 'Catch', 'Reef', 'Shark', 'Kraken', 'Bounty'],
  endings: ['', '', 'Plus', '2', 'Legend'],
};

const CARD_NAMES: NameParts = {
  first: ['Classic', 'Fast', 'Royal', 'Lucky', 'Pro', 'Mega', 'Turbo', 'Grand'],
  second: ['Tongits', 'Pusoy', 'Teen Patti', 'Blackjack', 'Rummy', 'Pai Gow', 'Mahjong', 'Bull Bull', 'Poker', 'Sabong Cards'],
  endings: ['', '', 'Go', 'Plus'],
};

const PARTS_BY_TYPE: Partial<Record<GameType, NameParts>> = {
  RNG: SLOT_NAMES,
  LIVE: LIVE_NAMES,
  FISH: FISH_NAMES,
  PVP: CARD_NAMES,
};

/** `count` distinct names for one vendor of a category (lobby categories get one lobby name). */
export function generateNames(rng: Rng, gameType: GameType, vendorName: string, count: number): string[] {
  const parts = PARTS_BY_TYPE[gameType];
  if (!parts) return Array.from({ length: count }, (_, i) => (i === 0 ? `${vendorName} Lobby` : `${vendorName} Lobby ${i + 1}`));

  const names = new Set<string>();
  const maxAttempts = count * 50;
  for (let attempt = 0; names.size < count; attempt += 1) {
    if (attempt > maxAttempts) throw new Error(`not enough ${gameType} name combinations for ${count} games`);
    const first = rng.pick(parts.first);
    const second = rng.pick(parts.second);
    if (first === second) continue;
    const ending = rng.pick(parts.endings);
    names.add(ending ? `${first} ${second} ${ending}` : `${first} ${second}`);
  }
  return [...names];
}
