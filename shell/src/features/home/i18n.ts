import { addAppResources, createTranslation } from '@gp/kernel';
import { en } from './locales/en';

addAppResources('shell-home', {
  EN: en,
  TY: () => import('./locales/ty').then((m) => m.ty),
  CN: () => import('./locales/cn').then((m) => m.cn),
  TH: () => import('./locales/th').then((m) => m.th),
  VI: () => import('./locales/vi').then((m) => m.vi),
  ID: () => import('./locales/id').then((m) => m.id),
  KO: () => import('./locales/ko').then((m) => m.ko),
  JA: () => import('./locales/ja').then((m) => m.ja),
});

export const { useT: useHomeT } = createTranslation<typeof en>('shell-home');
