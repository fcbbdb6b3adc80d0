import { addAppResources, createTranslation } from '@gp/kernel';
import { en } from './locales/en';

addAppResources('shell-home', { EN: en, TY: () => import('./locales/ty').then((m) => m.ty) });

export const { useT: useHomeT } = createTranslation<typeof en>('shell-home');
