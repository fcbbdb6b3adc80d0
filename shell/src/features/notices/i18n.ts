import { addAppResources, createTranslation } from '@gp/kernel';
import { noticesEn } from './locales/en';

// A namespace of its own: the disclaimer shows on a first visit and must not pull in the forms' texts.
addAppResources('shell-notices', { EN: noticesEn, TY: () => import('./locales/ty').then((m) => m.noticesTy) });

export const { useT: useNoticesT } = createTranslation<typeof noticesEn>('shell-notices');
