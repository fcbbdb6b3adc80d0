import { addAppResources, createTranslation } from 'shared';
import { accountEn } from '../locales/account-en';
import { accountTy } from '../locales/account-ty';

// Registered with the members' header chunk: guests never download these texts.
addAppResources('shell-account', { EN: accountEn, TY: accountTy });

export const { useT: useAccountT } = createTranslation<typeof accountEn>('shell-account');
