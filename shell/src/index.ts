import { startEarlyRemote } from './lib/boot/early-remote';
import { startEarlyRequests } from './lib/boot/early-requests';

// The start-up calls, and on a remote's page that remote's files, go out while the start-up
// chunks download (index.html preloads them).
// Then the async boundary: shared singletons are negotiated before any app code runs; the chunk
// name lets the build list the start-up chunks as preloads in index.html.
void Promise.all([startEarlyRemote(), startEarlyRequests()]).then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
