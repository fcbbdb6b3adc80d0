import type { TranslationResource } from '@gp/kernel';
import type { SearchResources } from './en';

export const ko: TranslationResource<SearchResources> = {
  search: {
    open: '게임 검색',
    title: '검색',
    label: '게임, 게임사, 카테고리 검색',
    placeholder: '게임, 게임사 또는 카테고리',
    hint: '게임, 게임사 또는 카테고리 이름을 입력하세요.',
    categories: '카테고리',
    vendors: '게임사',
    recentSearches: '최근 검색어',
    recentGames: '최근 게임',
    vendorIn: '{{category}} 게임사',
    resultCount_one: '검색 결과 {{count}}개',
    resultCount_other: '검색 결과 {{count}}개',
    noResults: '“{{text}}”와(과) 일치하는 결과가 없습니다. 철자를 확인하거나 다른 이름으로 검색해 보세요.',
    loading: '게임을 불러오는 중…',
    failed: '게임을 불러오지 못했습니다.',
    retry: '다시 시도',
  },
};
