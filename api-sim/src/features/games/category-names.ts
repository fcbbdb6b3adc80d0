import type { GameType } from '../../catalogue/types';

const NAMES: Record<string, Record<GameType, string>> = {
  EN: {
    LOTT: 'Lottery', ELOTT: 'E-Lottery', LIVE: 'Live Casino', SPORTS: 'Sports',
    FISH: 'Fishing', RNG: 'Slots', PVP: 'Card Games', ESPORTS: 'E-Sports',
  },
  TY: {
    LOTT: 'Loterya', ELOTT: 'E-Loterya', LIVE: 'Live Casino', SPORTS: 'Palakasan',
    FISH: 'Pangingisda', RNG: 'Slots', PVP: 'Baraha', ESPORTS: 'E-Sports',
  },
};

/** Category display name; languages without names fall back to English. */
export function categoryName(type: GameType, language: string): string {
  return (NAMES[language] ?? NAMES.EN)?.[type] ?? type;
}
