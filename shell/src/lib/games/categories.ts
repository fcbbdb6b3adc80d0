import type { GameType } from '@gp/kernel';
import type { IconName } from '../ui/icon';

/** Choosing a type navigates to its lower-case path (SPEC §4), which also resets vassalage. */
export function categoryPath(gameType: GameType, vassalage?: string): string {
  const path = `/${gameType.toLowerCase()}`;
  return vassalage ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path;
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

const ICONS: Record<GameType, IconName> = {
  LOTT: 'ticket',
  ELOTT: 'grid',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
  ESPORTS: 'gamepad',
};

export function categoryIcon(gameType: GameType): IconName {
  return ICONS[gameType];
}

/** The category a path belongs to ('/rng?vassalage=PG' → RNG), if any. */
export function categoryOfPath(pathname: string): GameType | null {
  const top = (pathname.split('/')[1] ?? '').toUpperCase();
  return top in TITLE_KEYS ? (top as GameType) : null;
}
