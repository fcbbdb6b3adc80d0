/** Texts of the catalogue search (issue 24): the header's button and the search dialog. */
export const en = {
  search: {
    open: 'Search games',
    title: 'Search',
    label: 'Search games, providers and categories',
    placeholder: 'Game, provider or category',
    hint: 'Type the name of a game, a provider or a category.',
    categories: 'Categories',
    vendors: 'Providers',
    recentSearches: 'Recent searches',
    recentGames: 'Recently played',
    vendorIn: '{{category}} provider',
    resultCount_one: '{{count}} result',
    resultCount_other: '{{count}} results',
    noResults: 'Nothing matches “{{text}}”. Check the spelling or try another name.',
    loading: 'Loading the games…',
    failed: 'The games could not be loaded.',
    retry: 'Try again',
  },
};

export type SearchResources = typeof en;
