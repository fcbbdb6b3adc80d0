import { addAppResources, createTranslation } from '@gp/kernel';
import { noticesEn } from './locales/en';

// A namespace of its own: the disclaimer shows on a first visit and must not pull in the forms' texts.
addAppResources('shell-notices', {
  EN: noticesEn,
  TY: () => import('./locales/ty').then((m) => m.noticesTy),
  CN: () => import('./locales/cn').then((m) => m.noticesCn),
  TH: () => import('./locales/th').then((m) => m.noticesTh),
  VI: () => import('./locales/vi').then((m) => m.noticesVi),
  ID: () => import('./locales/id').then((m) => m.noticesId),
  KO: () => import('./locales/ko').then((m) => m.noticesKo),
  JA: () => import('./locales/ja').then((m) => m.noticesJa),
});

export const { useT: useNoticesT } = createTranslation<typeof noticesEn>('shell-notices');
