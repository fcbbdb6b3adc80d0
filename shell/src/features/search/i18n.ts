import { addAppResources, createTranslation } from '@gp/kernel';
import { en } from './locales/en';

// The search's texts: English with the header's button (its label is on the first page), the
// other languages each their own chunk, loaded when the page is in that language.
addAppResources('shell-search', {
  EN: en,
  TY: () => import('./locales/ty').then((m) => m.ty),
  CN: () => import('./locales/cn').then((m) => m.cn),
  TH: () => import('./locales/th').then((m) => m.th),
  VI: () => import('./locales/vi').then((m) => m.vi),
  ID: () => import('./locales/id').then((m) => m.id),
  KO: () => import('./locales/ko').then((m) => m.ko),
  JA: () => import('./locales/ja').then((m) => m.ja),
});

export const { useT: useSearchT } = createTranslation<typeof en>('shell-search');
