export const en = {
  list: {
    games: 'Games',
    vendors: 'Vendors',
    all: 'All',
    search: 'Search games',
    searchPlaceholder: 'Game name',
    count_one: '{{count}} game',
    count_other: '{{count}} games',
    empty: 'No games found.',
    loadMore: 'Show more',
  },
  titles: {
    RNG: 'Slots',
    LIVE: 'Live casino',
    FISH: 'Fishing',
    PVP: 'PVP',
  },
} as const;

export type GamesResources = typeof en;
