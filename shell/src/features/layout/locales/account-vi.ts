import type { TranslationResource } from '@gp/kernel';
import type { AccountResources } from './account-en';

export const accountVi: TranslationResource<AccountResources> = {
  balance: 'Số dư',
  hidden: 'Đã ẩn',
  showBalance: 'Hiện số dư',
  hideBalance: 'Ẩn số dư',
  refreshBalance: 'Làm mới số dư',
  unread_one: '{{count}} tin nhắn hoặc khuyến mãi mới',
  unread_other: '{{count}} tin nhắn và khuyến mãi mới',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}, {{name}}',
  points: '{{points}} điểm',
  pointsLabel: 'Điểm: {{points}}',
  trial: 'Tài khoản dùng thử',
  menu: 'Danh mục tài khoản',
  announcements: 'Thông báo',
  customerService: 'Chăm sóc khách hàng',
  agent: 'Trung tâm đại lý',
  blog: 'Tin tức',
  memberCentre: 'Trung tâm thành viên',
  accountNav: 'Tài khoản',
  logout: 'Đăng xuất',
};
