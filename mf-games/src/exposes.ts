import type { RemoteExposes } from '@gp/kernel';

/**
 * What mf-games exposes to the shell. webpack's `exposes` is read from this object (one
 * `() => import('…')` per key, see config/webpack.js); `satisfies` checks every module against
 * the federation contract.
 */
export const exposes = {
  './routes': () => import('./app/routes'),
  './game-launcher': () => import('./app/game-launcher'),
} satisfies RemoteExposes<'mf_games'>;
