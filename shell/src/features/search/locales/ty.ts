import type { TranslationResource } from '@gp/kernel';
import type { SearchResources } from './en';

export const ty: TranslationResource<SearchResources> = {
  search: {
    open: 'Maghanap ng laro',
    title: 'Maghanap',
    label: 'Maghanap ng laro, provider at kategorya',
    placeholder: 'Laro, provider o kategorya',
    hint: 'I-type ang pangalan ng laro, provider o kategorya.',
    categories: 'Mga kategorya',
    vendors: 'Mga provider',
    recentSearches: 'Mga huling hinanap',
    recentGames: 'Mga huling nilaro',
    vendorIn: 'Provider ng {{category}}',
    resultCount_one: '{{count}} resulta',
    resultCount_other: '{{count}} na resulta',
    noResults: 'Walang tumugma sa “{{text}}”. Suriin ang baybay o sumubok ng ibang pangalan.',
    loading: 'Nilo-load ang mga laro…',
    failed: 'Hindi ma-load ang mga laro.',
    retry: 'Subukang muli',
  },
};
