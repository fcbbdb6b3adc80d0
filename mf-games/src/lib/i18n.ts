import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';

export const GAMES_NS = 'games';

addAppResources(GAMES_NS, { EN: en, TY: () => import('../locales/ty').then((m) => m.ty) });

export const { useT: useGamesT } = createTranslation<typeof en>(GAMES_NS);
