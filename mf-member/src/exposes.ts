import type { RemoteExposes } from '@gp/kernel';

/**
 * What mf-member exposes. webpack's `exposes` is read from this object (one `() => import('…')`
 * per key, see config/webpack.js); `satisfies` checks every module against the federation
 * contract. `./routes` is for the shell; the wallet and messages pages are for the agent centre.
 */
export const exposes = {
  './routes': () => import('./app/routes'),
  './deposit': () => import('./app/exposed/deposit'),
  './withdraw': () => import('./app/exposed/withdraw'),
  './messages': () => import('./app/exposed/messages'),
} satisfies RemoteExposes<'mf_member'>;
