import type { TranslationResource } from 'shared';
import type { MemberResources } from './en';

export const ty: TranslationResource<MemberResources> = {
  security: {
    title: 'Aking account',
    account: 'Account',
    username: 'Username',
    nickname: 'Palayaw',
    memberId: 'Member ID',
    vip: 'Antas ng VIP',
    mobile: 'Numero ng mobile',
    email: 'Email',
    notSet: 'Hindi nakatakda',
    currency: 'Pera',
  },
};
