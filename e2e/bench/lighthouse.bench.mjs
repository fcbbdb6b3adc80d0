// Lighthouse scores of /index on the mobile and desktop presets, against the running production
// system (offline, localhost). Plugged into `pnpm bench` by bench/run.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// The same flags as e2e/playwright.config.ts.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/** chrome-launcher comes with lighthouse; it is not a direct dependency of the e2e package. */
async function loadChromeLauncher() {
  const require = createRequire(import.meta.url);
  const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

const score = (category) => (category?.score == null ? '  –' : String(Math.round(category.score * 100)).padStart(3));

async function audit(url, port, preset) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse ${preset}: ${runtimeError.code} ${runtimeError.message}`);
  const scores = CATEGORIES.map((id) => `${id === 'best-practices' ? 'best practices' : id} ${score(categories[id])}`).join('  ');
  const metrics = METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '–'}`).join(', ');
  return { performance: Math.round((categories.performance?.score ?? 0) * 100), lines: [`  ${preset.padEnd(8)} ${scores}`, `           ${metrics}`] };
}

/** @param {{ shell: string, chromiumPath?: string }} context */
export default async function lighthouseBench({ shell, chromiumPath }) {
  if (chromiumPath) process.env.CHROME_PATH = chromiumPath;
  const { launch } = await loadChromeLauncher();
  const url = `${shell}/index`;
  // Simulated throttling scales the main-thread work measured on this machine, so one mobile
  // run can move by several points: the mobile figure is the median of RUNS (Lighthouse's own
  // advice for variable scores), with every run's score listed.
  const runs = { mobile: Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5)), desktop: 1 };
  const lines = [`Lighthouse ${path.basename(url)} (${url}, simulated throttling on mobile; mobile: median of ${runs.mobile} runs)`];
  for (const preset of ['mobile', 'desktop']) {
    const results = [];
    for (let run = 0; run < runs[preset]; run += 1) {
      const chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      try {
        results.push(await audit(url, chrome.port, preset));
      } catch (error) {
        lines.push(`  ${preset.padEnd(8)} failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await chrome.kill();
      }
    }
    if (results.length === 0) continue;
    const sorted = [...results].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    lines.push(...median.lines);
    if (results.length > 1) lines.push(`           performance of each run: ${results.map((r) => r.performance).join(', ')}`);
  }
  return lines;
}
