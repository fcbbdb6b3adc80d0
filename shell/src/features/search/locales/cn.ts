import type { TranslationResource } from '@gp/kernel';
import type { SearchResources } from './en';

export const cn: TranslationResource<SearchResources> = {
  search: {
    open: '搜索游戏',
    title: '搜索',
    label: '搜索游戏、厂商和分类',
    placeholder: '游戏、厂商或分类',
    hint: '输入游戏、厂商或分类的名称。',
    categories: '游戏分类',
    vendors: '厂商',
    recentSearches: '最近搜索',
    recentGames: '最近玩过',
    vendorIn: '{{category}}厂商',
    resultCount_one: '{{count}} 条结果',
    resultCount_other: '{{count}} 条结果',
    noResults: '没有与“{{text}}”匹配的结果。请检查拼写或换个名称试试。',
    loading: '正在加载游戏…',
    failed: '游戏加载失败。',
    retry: '重试',
  },
};
