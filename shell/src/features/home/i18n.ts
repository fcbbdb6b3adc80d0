import { addAppResources, createTranslation } from 'shared';
import { en } from './locales/en';
import { ty } from './locales/ty';

addAppResources('shell-home', { EN: en, TY: ty });

export const { useT: useHomeT } = createTranslation<typeof en>('shell-home');
