import { addAppResources, createTranslation } from '@gp/kernel';
import { en } from './locales/en';

// Imported only by the lazy reminder, so these texts stay out of the first page's JS.
addAppResources('shell-rg', { EN: en, TY: () => import('./locales/ty').then((m) => m.ty) });

export const { useT: useRgT } = createTranslation<typeof en>('shell-rg');
