import { atom, useAtomValue, useSetAtom } from '../state/jotai';
import { useEffect } from 'react';
import { fetchFavoriteIds } from '../api/endpoints/favorites';
import type * as FavoriteToggleModule from './favorite-toggle';
import type { Game } from '../api/schemas/game';
import { requireRealAccount } from '../session/require-real-account';
import { translateError } from '../i18n/common';
import { sessionKindAtom, tokenAtom } from '../session/session-atoms';

/** SPEC §5 and §9: favourite toggling is throttled to once a second (per game). */
export const FAVORITE_THROTTLE_MS = 1000;
const FAILURE_SHOWN_MS = 5000;

type Failure = { nodeId: number; message: string };

type FavoritesState = {
  /** The session these ids belong to: they load once per token. */
  token: string | null;
  /** null until the account's favourites have loaded. */
  ids: ReadonlySet<number> | null;
  failure: Failure | null;
};

const stateAtom = atom<FavoritesState>({ token: null, ids: null, failure: null });
/** When each game was last toggled, for the throttle and to know which toggle may roll back. */
const toggledAtAtom = atom<ReadonlyMap<number, number>>(new Map());

/** The favourite node ids of the signed-in account; null for guests and until they have loaded. */
export const favoriteIdsAtom = atom((get) => {
  const state = get(stateAtom);
  return state.token !== null && state.token === get(tokenAtom) ? state.ids : null;
});

const failureAtom = atom((get) => get(stateAtom).failure);

function withId(ids: ReadonlySet<number> | null, nodeId: number, on: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (on) next.add(nodeId);
  else next.delete(nodeId);
  return next;
}

const canHaveFavorites = (kind: string) => kind === 'member' || kind === 'agent';

let toggleModule: Promise<typeof FavoriteToggleModule> | null = null;

function loadToggle(): Promise<typeof FavoriteToggleModule> {
  toggleModule ??= import(/* webpackChunkName: "favorite-toggle" */ './favorite-toggle').catch((error: unknown) => {
    toggleModule = null;
    throw error;
  });
  return toggleModule;
}

const loadAtom = atom(null, (get, set) => {
  const token = get(tokenAtom);
  if (!token || !canHaveFavorites(get(sessionKindAtom)) || get(stateAtom).token === token) return;
  set(stateAtom, { token, ids: null, failure: null });
  // The toggle's code is there before the first tap.
  loadToggle().catch(() => undefined);
  fetchFavoriteIds().then(
      ({ nodeIds }) => {
        if (get(stateAtom).token === token) set(stateAtom, (prev) => ({ ...prev, ids: new Set(nodeIds) }));
      },
      () => {
        // Cards show as not favourite; the next card mounted after a session change tries again.
        if (get(stateAtom).token === token) set(stateAtom, (prev) => ({ ...prev, token: null }));
      },
    );
});

/**
 * SPEC §4: add or remove by the current state, locally first, then the call; a refusal rolls
 * the change back and says why. Guests are asked to log in, trial accounts are refused.
 */
const toggleAtom = atom(null, async (get, set, game: Game) => {
  const kind = get(sessionKindAtom);
  if (!requireRealAccount(kind)) return;
  const { nodeId } = game;
  const now = Date.now();
  const last = get(toggledAtAtom).get(nodeId);
  if (last !== undefined && now - last < FAVORITE_THROTTLE_MS) return;
  set(toggledAtAtom, (prev) => new Map(prev).set(nodeId, now));

  const token = get(tokenAtom);
  const wasFavorite = get(favoriteIdsAtom)?.has(nodeId) ?? false;
  const payload = { nodeId, vendor: game.vassalage, gameType: game.gameType };
  const rollBack = (error: unknown) => {
    // Only this toggle's own change is undone: a later toggle of the game has decided since.
    if (get(tokenAtom) !== token || get(toggledAtAtom).get(nodeId) !== now) return;
    const failure = { nodeId, message: translateError(error) };
    set(stateAtom, (prev) => ({ ...prev, ids: withId(prev.ids, nodeId, wasFavorite), failure }));
    setTimeout(() => {
      if (get(stateAtom).failure === failure) set(stateAtom, (prev) => ({ ...prev, failure: null }));
    }, FAILURE_SHOWN_MS);
  };
  let toggle: typeof FavoriteToggleModule;
  try {
    toggle = await loadToggle();
  } catch (error) {
    rollBack(error);
    return;
  }
  toggle.runFavoriteToggle(
    { payload, add: !wasFavorite },
    {
      onMutate: () =>
        set(stateAtom, (prev) => ({ token, ids: withId(prev.token === token ? prev.ids : null, nodeId, !wasFavorite), failure: null })),
      onError: rollBack,
    },
  );
});

export type FavoriteView = { isFavorite: boolean; failure: string | null; toggle: () => void };

/** The favourite state of one game; every card reading it agrees. */
export function useFavorite(game: Game): FavoriteView {
  const ids = useAtomValue(favoriteIdsAtom);
  const failure = useAtomValue(failureAtom);
  const token = useAtomValue(tokenAtom);
  const load = useSetAtom(loadAtom);
  const toggle = useSetAtom(toggleAtom);
  useEffect(() => load(), [token, load]);
  return {
    isFavorite: ids?.has(game.nodeId) ?? false,
    failure: failure?.nodeId === game.nodeId ? failure.message : null,
    toggle: () => void toggle(game),
  };
}
