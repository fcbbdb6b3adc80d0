// Loaded with a signed-in account's first game card (favorites.ts asks for it before the first
// tap): the toggle is a TanStack mutation on the page's one client, reached through
// `@gp/kernel/query` by its name (the federation singleton), so the query library never loads with
// /index's start-up.
import { MutationObserver } from '@tanstack/react-query';
import { queryClient } from '@gp/kernel/query';
import { addFavorite, removeFavorite } from '../api/endpoints/favorites';
import type { FavoritePayload } from '../api/schemas/favorites';
import { FAVORITE_LIST_KEY } from './favorite-keys';

export type FavoriteToggle = { payload: FavoritePayload; add: boolean };

export type FavoriteToggleSteps = {
  /** The optimistic change, before the call. */
  onMutate: () => void;
  /** Undoes it and says why. */
  onError: (error: unknown) => void;
};

export function runFavoriteToggle(toggle: FavoriteToggle, steps: FavoriteToggleSteps): void {
  const observer = new MutationObserver(queryClient, {
    mutationKey: ['favorites', 'toggle'],
    mutationFn: ({ payload, add }: FavoriteToggle) => (add ? addFavorite(payload) : removeFavorite(payload)),
    onMutate: () => steps.onMutate(),
    onError: (error) => steps.onError(error),
    // The favourites page shows the server's list again, whatever the outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITE_LIST_KEY }),
  });
  observer.mutate(toggle).catch(() => undefined);
}
