import { addAppResources, createTranslation } from 'shared';
import { en } from './locales/en';
import { ty } from './locales/ty';

// Imported only by the lazy dialogs and pages, so these texts stay out of the first page's JS.
addAppResources('shell-session', { EN: en, TY: ty });

export const { useT: useSessionT } = createTranslation<typeof en>('shell-session');
