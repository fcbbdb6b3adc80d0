import { addAppResources, createTranslation } from '@gp/kernel';
import { en } from './locales/en';

// Imported only by the lazy status pages, so these texts stay out of the first page's JS.
addAppResources('shell-system-status', { EN: en, TY: () => import('./locales/ty').then((m) => m.ty) });

export const { useT: useSystemStatusT } = createTranslation<typeof en>('shell-system-status');
