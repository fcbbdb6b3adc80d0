// `pnpm dev`: the simulator plus every app under webpack-dev-server, on the same ports as production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, pnpmSpawnArgs, root } from './system.mjs';

const children = [
  spawn(path.join(root, 'api-sim', 'node_modules', '.bin', 'tsx'), ['watch', 'src/main.ts'], { cwd: path.join(root, 'api-sim'), stdio: 'inherit' }),
  ...APPS.map((app) => {
    const [command, args] = pnpmSpawnArgs(['--filter', `./${app}`, 'run', 'dev']);
    return spawn(command, args, { cwd: root, stdio: 'inherit' });
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
