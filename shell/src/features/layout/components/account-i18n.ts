import { addAppResources, createTranslation } from '@gp/kernel';
import { accountEn } from '../locales/account-en';

// Registered with the members' header chunk: guests never download these texts.
addAppResources('shell-account', { EN: accountEn, TY: () => import('../locales/account-ty').then((m) => m.accountTy) });

export const { useT: useAccountT } = createTranslation<typeof accountEn>('shell-account');
