import type { TranslationResource } from 'shared';
import type { GamesResources } from './en';

export const ty: TranslationResource<GamesResources> = {
  list: {
    games: 'Mga laro',
    vendors: 'Mga vendor',
    all: 'Lahat',
    search: 'Maghanap ng laro',
    searchPlaceholder: 'Pangalan ng laro',
    count_one: '{{count}} laro',
    count_other: '{{count}} na laro',
    empty: 'Walang nahanap na laro.',
    loadMore: 'Magpakita pa',
  },
  titles: {
    RNG: 'Slots',
    LIVE: 'Live casino',
    FISH: 'Pangingisda',
    PVP: 'PVP',
  },
};
