import { addAppResources, createTranslation } from '@gp/kernel';
import { followLanguage } from '@gp/kernel/translation';
import { en } from '../locales/en';

export const LOTTERY_NS = 'lottery';

addAppResources(LOTTERY_NS, {
  EN: en,
  TY: () => import('../locales/ty').then((m) => m.ty),
  CN: () => import('../locales/cn').then((m) => m.cn),
  TH: () => import('../locales/th').then((m) => m.th),
  VI: () => import('../locales/vi').then((m) => m.vi),
  ID: () => import('../locales/id').then((m) => m.id),
  KO: () => import('../locales/ko').then((m) => m.ko),
  JA: () => import('../locales/ja').then((m) => m.ja),
});

// followLanguage: `t` changes with the language even on an older shell (version skew).
export const { useT: useLotteryT } = followLanguage(createTranslation<typeof en>(LOTTERY_NS));
