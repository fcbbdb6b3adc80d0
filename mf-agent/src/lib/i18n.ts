import { addAppResources, createTranslation } from '@gp/kernel';
import { followLanguage } from '@gp/kernel/translation';
// The account-centre kit's texts register with the app's, in the chunk every page loads first:
// otherwise each page chunk that uses the kit carries a copy of them.
import '@gp/account-centre-kit/i18n';
import { en } from '../locales/en';

export const AGENT_NS = 'agent';

addAppResources(AGENT_NS, {
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
export const { useT: useAgentT } = followLanguage(createTranslation<typeof en>(AGENT_NS));
