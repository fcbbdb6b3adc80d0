import { addAppResources, createTranslation } from '@gp/kernel';
import { accountEn } from '../locales/account-en';

// Registered with the members' header chunk: guests never download these texts.
addAppResources('shell-account', {
  EN: accountEn,
  TY: () => import('../locales/account-ty').then((m) => m.accountTy),
  CN: () => import('../locales/account-cn').then((m) => m.accountCn),
  TH: () => import('../locales/account-th').then((m) => m.accountTh),
  VI: () => import('../locales/account-vi').then((m) => m.accountVi),
  ID: () => import('../locales/account-id').then((m) => m.accountId),
  KO: () => import('../locales/account-ko').then((m) => m.accountKo),
  JA: () => import('../locales/account-ja').then((m) => m.accountJa),
});

export const { useT: useAccountT } = createTranslation<typeof accountEn>('shell-account');
