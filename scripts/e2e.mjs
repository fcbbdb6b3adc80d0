// `pnpm e2e`: makes sure a Chromium exists, builds what is missing, then runs Playwright
// (its webServer starts the whole system through scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appsToBuild, buildApps, root } from './system.mjs';

function ensureChromium() {
  if (process.env.CHROMIUM_PATH !== undefined) return;
  if (['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p))) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  console.log('Chromium not found: installing Debian\'s chromium package…');
  const run = (args) => spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run([...sudo, 'apt-get', 'update']).status !== 0 || run([...sudo, 'apt-get', 'install', '-y', 'chromium']).status !== 0) {
    console.error('Could not install Chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}

ensureChromium();
buildApps(appsToBuild());
const result = spawnSync(path.join(root, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
