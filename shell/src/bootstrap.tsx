import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady, initI18n, loadRuntimeConfig, readStoredSession } from '@gp/kernel/host';
import '@gp/ui-kit/styles.css';
import { App } from './app/app';
import { fetchRemotesFile, initFederation, startFirstRoute } from './lib/federation/federation';
import { findRoute, startsAtBoot } from './lib/routing/route-rules';
import { prefetchHomeContent } from './lib/content/home-content';
import { registerShellResources } from './lib/i18n/translation';
import { renderStartupError } from './app/startup-error';
import { prefetchStartup, takeHandedToken } from './features/system-status/hooks/use-session-bootstrap';
import { guardImeEnter } from './lib/ime/ime-enter-guard';
import { warmUpIntl } from './lib/boot/intl-warm-up';
import { nextTask } from './lib/boot/next-task';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  try {
    // A session handed over as ?token= leaves the address before anything reads it.
    const openedWith = takeHandedToken();
    const [config, remotes] = await Promise.all([loadRuntimeConfig(), fetchRemotesFile()]);
    // Remotes are registered before React mounts, so the first route can load at once.
    initFederation(remotes, { timeoutMs: config.chunkTimeoutMs, metricsUrl: config.metricsUrl, cdn: config.cdn });
    // A page of a remote (/rng, /member…) starts loading it now, while the start-up checks run,
    // unless the visitor is a guest whom the page will refuse.
    const route = findRoute(window.location.pathname);
    if (route?.owner.kind === 'remote' && startsAtBoot(route, readStoredSession(openedWith).token !== null)) {
      startFirstRoute(route.owner.remote, route.owner.routeId, window.location.search);
    }
    // Each step below is a task of its own (the remote's files are on their way meanwhile).
    await nextTask();
    // ?lang=, the kept choice, the browser's languages, else the runtime config default.
    initI18n();
    // ICU's time-zone data loads on a worker thread, not in the first render of a page with dates.
    warmUpIntl(config.siteTimeZone, document.documentElement.lang || 'en');
    guardImeEnter();
    registerShellResources();
    // The start-up checks and the home content go out before React mounts, side by side.
    prefetchStartup();
    prefetchHomeContent();
    // Other languages' texts load on demand: their reader's first render waits for them (English is bundled).
    await i18nReady();
    await nextTask();
    // A transition: the first render (the whole page when the start-up is already done) yields to
    // the browser between components instead of running as one long task.
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  } catch (error) {
    console.error(error);
    renderStartupError(container, () => window.location.reload());
  }
}

void start();
