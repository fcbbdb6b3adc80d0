import type { TranslationResource } from '@gp/kernel';
import type { HomeResources } from './en';

export const ko: TranslationResource<HomeResources> = {
  title: '환영합니다',
  banners: '추천 프로모션',
  slide: '{{total}}개 중 {{index}}번째 슬라이드',
  previous: '이전 배너',
  next: '다음 배너',
  goTo: '{{index}}번 배너 보기',
  notices: '공지',
  allNotices: '전체 공지',
  hotProviders: '인기 게임사',
  hotGames: '인기 게임',
  hotBanners: '인기 게임 프로모션',
  viewAll: '전체 보기',
  viewAllOf: '{{name}} 게임 전체 보기',
  games: '{{name}} 게임',
  rowFailed: '게임을 불러오지 못했습니다.',
  winners: '고액 당첨자',
  winnersIntro: '플랫폼 최신 고액 당첨',
  won: '님',
  on: '당첨 ·',
  noWinners: '오늘은 아직 고액 당첨이 없습니다.',
  appTitle: '언제 어디서나 플레이',
  appText: 'iOS와 Android용 앱을 받으세요. 더 빠른 로그인, 즉시 입금, 모든 게임을 손안에.',
  appButton: '앱 다운로드',
};
