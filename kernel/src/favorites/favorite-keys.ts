/** The favourites page's list (mf-games): a favourite toggle anywhere invalidates it. */
export const FAVORITE_LIST_KEY = ['favorites', 'list'] as const;
