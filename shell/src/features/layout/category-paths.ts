import type { GameType } from 'shared';

/** Choosing a type navigates to its lower-case path (SPEC §4), which also resets vassalage. */
export function categoryPath(gameType: GameType): string {
  return `/${gameType.toLowerCase()}`;
}

const TITLE_KEYS = {
  LOTT: 'nav.lott',
  ELOTT: 'nav.elott',
  LIVE: 'nav.live',
  SPORTS: 'nav.sports',
  FISH: 'nav.fish',
  RNG: 'nav.rng',
  PVP: 'nav.pvp',
  ESPORTS: 'nav.esports',
} as const satisfies Record<GameType, string>;

export function categoryTitleKey(gameType: GameType): (typeof TITLE_KEYS)[GameType] {
  return TITLE_KEYS[gameType];
}
