import { addAppResources, createTranslation } from 'shared';
import { en } from './locales/en';
import { ty } from './locales/ty';

addAppResources('shell-session', { EN: en, TY: ty });

export const { useT: useSessionT } = createTranslation<typeof en>('shell-session');
