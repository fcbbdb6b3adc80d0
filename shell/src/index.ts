import { startEarlyRequests } from './lib/boot/early-requests';

// The start-up calls go out while the start-up chunks download.
startEarlyRequests();
// Async boundary: shared singletons are negotiated before any app code runs.
// The chunk name lets the build list the start-up chunks as preloads in index.html.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
