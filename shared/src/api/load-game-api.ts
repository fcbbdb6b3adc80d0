import type * as GameApiModule from './game-api';

export type GameApi = typeof GameApiModule;

let loading: Promise<GameApi> | null = null;

/** The game calls, loaded with the first screen that needs them (see game-api.ts). */
export function loadGameApi(): Promise<GameApi> {
  loading ??= import(/* webpackChunkName: "game-api" */ './game-api').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
