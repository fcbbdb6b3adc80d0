import type { TranslationResource } from '@gp/kernel';
import type { SearchResources } from './en';

export const id: TranslationResource<SearchResources> = {
  search: {
    open: 'Cari permainan',
    title: 'Cari',
    label: 'Cari permainan, penyedia, dan kategori',
    placeholder: 'Permainan, penyedia, atau kategori',
    hint: 'Ketik nama permainan, penyedia, atau kategori.',
    categories: 'Kategori',
    vendors: 'Penyedia',
    recentSearches: 'Pencarian terakhir',
    recentGames: 'Permainan terakhir',
    vendorIn: 'Penyedia {{category}}',
    resultCount_one: '{{count}} hasil',
    resultCount_other: '{{count}} hasil',
    noResults: 'Tidak ada yang cocok dengan “{{text}}”. Periksa ejaannya atau coba nama lain.',
    loading: 'Memuat permainan…',
    failed: 'Permainan tidak dapat dimuat.',
    retry: 'Coba lagi',
  },
};
