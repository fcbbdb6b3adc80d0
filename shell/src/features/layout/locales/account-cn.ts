import type { TranslationResource } from '@gp/kernel';
import type { AccountResources } from './account-en';

export const accountCn: TranslationResource<AccountResources> = {
  balance: '余额',
  hidden: '已隐藏',
  showBalance: '显示余额',
  hideBalance: '隐藏余额',
  refreshBalance: '刷新余额',
  unread_one: '{{count}} 条新消息或优惠活动',
  unread_other: '{{count}} 条新消息和优惠活动',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}，{{name}}',
  points: '{{points}} 积分',
  pointsLabel: '积分：{{points}}',
  trial: '试玩账号',
  menu: '账户菜单',
  announcements: '公告',
  customerService: '客服',
  agent: '代理中心',
  blog: '博客',
  memberCentre: '会员中心',
  accountNav: '账户',
  logout: '退出登录',
};
