import { addAppResources, createTranslation } from '@gp/kernel';
import { followLanguage } from '@gp/kernel/translation';
import { en } from '../locales/en';

export const GAMES_NS = 'games';

addAppResources(GAMES_NS, { EN: en, TY: () => import('../locales/ty').then((m) => m.ty) });

// followLanguage: `t` changes with the language even on an older shell (version skew).
export const { useT: useGamesT } = followLanguage(createTranslation<typeof en>(GAMES_NS));
