import type { TranslationResource } from '@gp/kernel';
import type { AccountResources } from './account-en';

export const accountJa: TranslationResource<AccountResources> = {
  balance: '残高',
  hidden: '非表示',
  showBalance: '残高を表示',
  hideBalance: '残高を隠す',
  refreshBalance: '残高を更新',
  unread_one: '新しいメッセージ・プロモーション {{count}}件',
  unread_other: '新しいメッセージ・プロモーション {{count}}件',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}、{{name}}',
  points: '{{points}} pt',
  pointsLabel: 'ポイント：{{points}}',
  trial: '体験アカウント',
  menu: 'アカウントメニュー',
  announcements: 'お知らせ',
  customerService: 'カスタマーサポート',
  agent: 'エージェントセンター',
  blog: 'ブログ',
  memberCentre: '会員センター',
  accountNav: 'アカウント',
  logout: 'ログアウト',
};
