import type { TranslationResource } from '@gp/kernel';
import type { HomeResources } from './en';

export const ja: TranslationResource<HomeResources> = {
  title: 'ようこそ',
  banners: 'おすすめプロモーション',
  slide: 'スライド {{index}} / {{total}}',
  previous: '前のバナー',
  next: '次のバナー',
  goTo: 'バナー {{index}} を表示',
  notices: 'お知らせ',
  allNotices: 'すべてのお知らせ',
  hotProviders: '人気プロバイダー',
  hotGames: '人気ゲーム',
  hotBanners: '人気ゲームのプロモーション',
  viewAll: 'すべて見る',
  viewAllOf: '{{name}}のゲームをすべて見る',
  games: '{{name}}のゲーム',
  rowFailed: 'これらのゲームを読み込めませんでした。',
  winners: '高額当選者',
  winnersIntro: 'プラットフォームの最新の高額配当',
  won: '獲得',
  on: 'ゲーム：',
  noWinners: '今日はまだ高額配当がありません。',
  appTitle: 'いつでもどこでもプレイ',
  appText: 'iOS・Android対応アプリで、ログインはもっと速く、入金は即時反映、すべてのゲームを手のひらに。',
  appButton: 'アプリをダウンロード',
};
