import { addAppResources, createTranslation } from '@gp/kernel';
import { followLanguage } from '@gp/kernel/translation';
import { AUTH_KIT_VERSION } from './version';
import { authEn } from './locales/en';

/**
 * The kit's texts, under a namespace named by its version: two versions of the kit on one page
 * (a remote built with a newer one) never overwrite each other's texts.
 */
export const AUTH_KIT_NS = `auth-kit@${AUTH_KIT_VERSION}`;

// Registered by the first form that imports the kit's texts (a lazy chunk), not at start-up.
addAppResources(AUTH_KIT_NS, {
  EN: authEn,
  TY: () => import(/* webpackChunkName: "locale-ty" */ './locales/ty').then((m) => m.authTy),
  CN: () => import(/* webpackChunkName: "locale-cn" */ './locales/cn').then((m) => m.authCn),
  TH: () => import(/* webpackChunkName: "locale-th" */ './locales/th').then((m) => m.authTh),
  VI: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi').then((m) => m.authVi),
  ID: () => import(/* webpackChunkName: "locale-id" */ './locales/id').then((m) => m.authId),
  KO: () => import(/* webpackChunkName: "locale-ko" */ './locales/ko').then((m) => m.authKo),
  JA: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja').then((m) => m.authJa),
});

// Bundled with each app like this kit: `t` changes with the language whatever the shell's copy.
const translation = createTranslation<typeof authEn>(AUTH_KIT_NS);
export const { useT: useAuthT } = followLanguage(translation);

/** Outside React (error texts): the screen that shows them calls useAuthT, so its language is loaded. */
export const authT = translation.t;
