import { startEarlyRemote } from './lib/boot/early-remote';
import { startEarlyRequests } from './lib/boot/early-requests';

// The start-up calls, and on a remote's page that remote's files, go out while the start-up
// chunks download (index.html preloads them).
// Then the start-up chunk (the app), loaded while the entry's requests are out; the chunk name
// lets the build list the start-up chunks as preloads in index.html.
// The remote's files follow the early requests (on a game list page, its first games' icons).
const early = startEarlyRequests();
void Promise.all([startEarlyRemote(window, early), early]).then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
