import { addAppResources, createTranslation } from '@gp/kernel';
import { followLanguage } from '@gp/kernel/translation';
import { en } from '../locales/en';

export const GAMES_NS = 'games';

addAppResources(GAMES_NS, {
  EN: en,
  TY: () => import(/* webpackChunkName: "locale-ty" */ '../locales/ty').then((m) => m.ty),
  CN: () => import(/* webpackChunkName: "locale-cn" */ '../locales/cn').then((m) => m.cn),
  TH: () => import(/* webpackChunkName: "locale-th" */ '../locales/th').then((m) => m.th),
  VI: () => import(/* webpackChunkName: "locale-vi" */ '../locales/vi').then((m) => m.vi),
  ID: () => import(/* webpackChunkName: "locale-id" */ '../locales/id').then((m) => m.id),
  KO: () => import(/* webpackChunkName: "locale-ko" */ '../locales/ko').then((m) => m.ko),
  JA: () => import(/* webpackChunkName: "locale-ja" */ '../locales/ja').then((m) => m.ja),
});

// followLanguage: `t` changes with the language even on an older shell (version skew).
export const { useT: useGamesT } = followLanguage(createTranslation<typeof en>(GAMES_NS));
