import type { TranslationResource } from '@gp/kernel';
import type { AccountResources } from './account-en';

export const accountKo: TranslationResource<AccountResources> = {
  balance: '잔액',
  hidden: '숨김',
  showBalance: '잔액 보기',
  hideBalance: '잔액 숨기기',
  refreshBalance: '잔액 새로 고침',
  unread_one: '새 메시지 및 프로모션 {{count}}건',
  unread_other: '새 메시지 및 프로모션 {{count}}건',
  vip: 'VIP {{level}}',
  vipRank: 'VIP {{level}}, {{name}}',
  points: '{{points}}P',
  pointsLabel: '포인트: {{points}}',
  trial: '체험 계정',
  menu: '계정 메뉴',
  announcements: '공지사항',
  customerService: '고객센터',
  agent: '에이전트 센터',
  blog: '블로그',
  memberCentre: '회원 센터',
  accountNav: '계정',
  logout: '로그아웃',
};
