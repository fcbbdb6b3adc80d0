import type { TranslationResource } from '@gp/kernel';
import type { SearchResources } from './en';

export const vi: TranslationResource<SearchResources> = {
  search: {
    open: 'Tìm trò chơi',
    title: 'Tìm kiếm',
    label: 'Tìm trò chơi, nhà cung cấp và danh mục',
    placeholder: 'Trò chơi, nhà cung cấp hoặc danh mục',
    hint: 'Nhập tên trò chơi, nhà cung cấp hoặc danh mục.',
    categories: 'Danh mục',
    vendors: 'Nhà cung cấp',
    recentSearches: 'Tìm kiếm gần đây',
    recentGames: 'Trò chơi gần đây',
    vendorIn: 'Nhà cung cấp {{category}}',
    resultCount_one: '{{count}} kết quả',
    resultCount_other: '{{count}} kết quả',
    noResults: 'Không có kết quả cho “{{text}}”. Hãy kiểm tra chính tả hoặc thử tên khác.',
    loading: 'Đang tải trò chơi…',
    failed: 'Không tải được trò chơi.',
    retry: 'Thử lại',
  },
};
