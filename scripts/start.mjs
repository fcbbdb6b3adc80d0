// `pnpm start`: build what is missing, then serve the production builds on the ports of ARCHITECTURE.md.
import { appsToBuild, buildApps, PORTS, startSystem } from './system.mjs';
import { DEFAULT_METRICS_URL, DEFAULT_MIN_LOADS, DEFAULT_THRESHOLD_PERCENT, watchCanaries } from './release.mjs';

try {
  buildApps(appsToBuild());
  const { stop } = await startSystem({ host: process.env.HOST ?? '127.0.0.1' });
  // The canary controller (README "Canary releases"): aborts a canary whose failure rate in the
  // simulator's metrics store is above the threshold. CANARY_WATCH=0 leaves canaries alone.
  const stopWatch =
    process.env.CANARY_WATCH === '0'
      ? () => undefined
      : watchCanaries({
          metricsUrl: process.env.CANARY_METRICS_URL ?? DEFAULT_METRICS_URL,
          thresholdPercent: Number(process.env.CANARY_THRESHOLD ?? DEFAULT_THRESHOLD_PERCENT),
          minLoads: Number(process.env.CANARY_MIN_LOADS ?? DEFAULT_MIN_LOADS),
          intervalMs: Number(process.env.CANARY_INTERVAL_S ?? 15) * 1000,
        });
  console.log(`
  Shell (players and agents)  http://localhost:${PORTS.shell}
  Remotes                     http://localhost:${PORTS['mf-games']} … ${PORTS['mf-lottery']}
  API simulator               http://localhost:${PORTS['api-sim']}   (control API: /__sim/)
  Press Ctrl+C to stop.`);
  const shutdown = () => {
    stopWatch();
    return stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
