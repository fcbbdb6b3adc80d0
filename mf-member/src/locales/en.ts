export const en = {
  security: {
    title: 'My account',
    account: 'Account',
    username: 'Username',
    nickname: 'Nickname',
    memberId: 'Member ID',
    vip: 'VIP level',
    mobile: 'Mobile number',
    email: 'Email',
    notSet: 'Not set',
    currency: 'Currency',
  },
} as const;

export type MemberResources = typeof en;
