import { startEarlyRemote } from './lib/boot/early-remote';
import { startEarlyRequests } from './lib/boot/early-requests';
import { nextTask } from './lib/boot/next-task';

// The start-up calls, and on a remote's page that remote's files, go out while the start-up
// chunks download (index.html preloads them).
// Then the start-up chunk (the app), loaded while the entry's requests are out; the chunk name
// lets the build list the start-up chunks as preloads in index.html.
// The remote's files follow the early requests (on a game list page, its first games' icons).
const early = startEarlyRequests();

// The start-up code runs in three steps, each its own task: React DOM, then the kernel, then the
// app (modules run once; the app finds the first two ready). Run at once, they were one task of
// about 100 ms on a fast machine (400 ms on a mid-range phone), blocking the page. One chunk name
// for the three: one chunk group, split into the same files as before, loaded once.
async function boot(): Promise<void> {
  await import(/* webpackChunkName: "bootstrap" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ '@gp/kernel/host');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}
void Promise.all([startEarlyRemote(window, early), early]).then(boot);
