import { addAppResources, createTranslation } from 'shared';
import { en } from '../locales/en';
import { ty } from '../locales/ty';

export const GAMES_NS = 'games';

addAppResources(GAMES_NS, { EN: en, TY: ty });

export const { useT: useGamesT } = createTranslation<typeof en>(GAMES_NS);
