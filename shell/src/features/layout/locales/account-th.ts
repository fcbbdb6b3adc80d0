import type { TranslationResource } from '@gp/kernel';
import type { AccountResources } from './account-en';

export const accountTh: TranslationResource<AccountResources> = {
  balance: 'ยอดเงิน',
  hidden: 'ซ่อนอยู่',
  showBalance: 'แสดงยอดเงิน',
  hideBalance: 'ซ่อนยอดเงิน',
  refreshBalance: 'รีเฟรชยอดเงิน',
  unread_one: 'ข้อความหรือโปรโมชั่นใหม่ {{count}} รายการ',
  unread_other: 'ข้อความและโปรโมชั่นใหม่ {{count}} รายการ',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}, {{name}}',
  points: '{{points}} แต้ม',
  pointsLabel: 'แต้ม: {{points}}',
  trial: 'บัญชีทดลอง',
  menu: 'เมนูบัญชี',
  announcements: 'ประกาศ',
  customerService: 'ฝ่ายบริการลูกค้า',
  agent: 'ศูนย์เอเย่นต์',
  blog: 'บล็อก',
  memberCentre: 'ศูนย์สมาชิก',
  accountNav: 'บัญชี',
  logout: 'ออกจากระบบ',
};
