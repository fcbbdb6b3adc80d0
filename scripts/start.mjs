// `pnpm start`: build what is missing, then serve the production builds on the ports of ARCHITECTURE.md.
import { appsToBuild, buildApps, PORTS, startSystem } from './system.mjs';

try {
  buildApps(appsToBuild());
  const { stop } = await startSystem({ host: process.env.HOST ?? '127.0.0.1' });
  console.log(`
  Shell (players and agents)  http://localhost:${PORTS.shell}
  Remotes                     http://localhost:${PORTS['mf-games']} … ${PORTS['mf-lottery']}
  API simulator               http://localhost:${PORTS['api-sim']}   (control API: /__sim/)
  Press Ctrl+C to stop.`);
  const shutdown = () => stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
