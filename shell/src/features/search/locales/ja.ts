import type { TranslationResource } from '@gp/kernel';
import type { SearchResources } from './en';

export const ja: TranslationResource<SearchResources> = {
  search: {
    open: 'ゲームを検索',
    title: '検索',
    label: 'ゲーム、プロバイダー、カテゴリーを検索',
    placeholder: 'ゲーム、プロバイダー、カテゴリー',
    hint: 'ゲーム、プロバイダー、カテゴリーの名前を入力してください。',
    categories: 'カテゴリー',
    vendors: 'プロバイダー',
    recentSearches: '最近の検索',
    recentGames: '最近のゲーム',
    vendorIn: '{{category}}のプロバイダー',
    resultCount_one: '{{count}}件の結果',
    resultCount_other: '{{count}}件の結果',
    noResults: '「{{text}}」に一致する結果はありません。つづりを確認するか、別の名前でお試しください。',
    loading: 'ゲームを読み込み中…',
    failed: 'ゲームを読み込めませんでした。',
    retry: '再試行',
  },
};
