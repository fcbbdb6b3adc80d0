// `pnpm test`: every unit test (jest, each package), then the end-to-end suite (Playwright on the
// production builds). Ends with one plain summary line: "total: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { failedJestTests } from './jest-results.mjs';
import { pnpmSpawnArgs, root } from './system.mjs';

const RESULTS = '.jest-results.json';
const KITS = fs.readdirSync(path.join(root, 'kits'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `kits/${entry.name}`);
const PACKAGES = ['kernel', ...KITS, 'api-sim', 'shell', 'mf-games', 'mf-member', 'mf-agent', 'mf-lottery'];

function run(pnpmArgs, cwd = root, env = process.env) {
  const [command, args] = pnpmSpawnArgs(pnpmArgs);
  return spawnSync(command, args, { cwd, stdio: 'inherit', env }).status ?? 1;
}

for (const pkg of PACKAGES) fs.rmSync(path.join(root, pkg, RESULTS), { force: true });
// --no-bail: every package runs even after one fails, so the summary counts every failing test.
const unitStatus = run(['-r', '--no-bail', '--workspace-concurrency=2', ...PACKAGES.flatMap((p) => ['--filter', `./${p}`]), 'run', 'test', '--json', `--outputFile=${RESULTS}`]);

const unit = { passed: 0, failed: 0 };
/** The failing unit tests' names, printed again just above the total (a CI log keeps its last lines). */
const unitFailures = [];
for (const pkg of PACKAGES) {
  const file = path.join(root, pkg, RESULTS);
  if (!fs.existsSync(file)) {
    unit.failed += 1;
    unitFailures.push(`${pkg} › (no jest results)`);
    console.error(`${pkg}: no jest results`);
    continue;
  }
  const result = JSON.parse(fs.readFileSync(file, 'utf8'));
  unit.passed += result.numPassedTests;
  unit.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  unitFailures.push(...failedJestTests(pkg, result));
  fs.rmSync(file, { force: true });
}
// The workspace checks' own tests (scripts/*.test.mjs: the lint rules and scripts that guard CI;
// e2e/bench/*.test.mjs: the benchmarks' arithmetic), as `pnpm test:checks` runs them.
const checkTests = ['scripts', path.join('e2e', 'bench')].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join(dir, name)),
);
const checks = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...checkTests], { cwd: root, encoding: 'utf8' });
process.stdout.write(checks.stdout);
process.stderr.write(checks.stderr);
const tapCount = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(checks.stdout)?.[1] ?? 0);
unit.passed += tapCount('pass');
unit.failed += tapCount('fail') + (checks.status !== 0 && tapCount('fail') === 0 ? 1 : 0);
console.log(`unit: ${unit.passed} passed, ${unit.failed} failed`);

const e2eResults = path.join(root, '.tmp', 'e2e-results.json');
fs.mkdirSync(path.dirname(e2eResults), { recursive: true });
fs.rmSync(e2eResults, { force: true });
const e2eStatus = run(['--filter', 'e2e', 'run', 'e2e'], root, { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eResults });
const e2e = { passed: 0, failed: 0 };
if (fs.existsSync(e2eResults)) {
  const { stats } = JSON.parse(fs.readFileSync(e2eResults, 'utf8'));
  e2e.passed = stats.expected + stats.flaky;
  e2e.failed = stats.unexpected;
} else {
  e2e.failed = 1;
}
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
for (const name of unitFailures) console.log(`unit failed: ${name}`);
console.log(`total: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
process.exit(unitStatus !== 0 || checks.status !== 0 || e2eStatus !== 0 || unit.failed + e2e.failed > 0 ? 1 : 0);
