import type { TranslationResource } from '@gp/kernel';
import type { AccountResources } from './account-en';

export const accountTy: TranslationResource<AccountResources> = {
  balance: 'Balanse',
  hidden: 'Nakatago',
  showBalance: 'Ipakita ang balanse',
  hideBalance: 'Itago ang balanse',
  refreshBalance: 'I-refresh ang balanse',
  unread_one: '{{count}} bagong mensahe o promo',
  unread_other: '{{count}} bagong mensahe at promo',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}, {{name}}',
  points: '{{points}} pts',
  pointsLabel: 'Points: {{points}}',
  trial: 'Trial account',
  menu: 'Menu ng account',
  announcements: 'Mga anunsiyo',
  customerService: 'Customer service',
  agent: 'Agent centre',
  blog: 'Blog',
  memberCentre: 'Member centre',
  accountNav: 'Account',
  logout: 'Mag-log out',
};
