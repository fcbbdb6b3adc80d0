import { addAppResources, createTranslation } from '@gp/kernel';
import { en } from './locales/en';

// Imported only by the lazy dialogs and pages, so these texts stay out of the first page's JS.
addAppResources('shell-session', { EN: en, TY: () => import('./locales/ty').then((m) => m.ty) });

export const { useT: useSessionT } = createTranslation<typeof en>('shell-session');
