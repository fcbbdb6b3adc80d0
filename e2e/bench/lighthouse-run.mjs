// One Lighthouse run in its own Chromium, for the benchmarks (lighthouse.bench.mjs, game-list.bench.mjs, signed-in.bench.mjs).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '../support/chromium.mjs';
import { interleavedRuns } from './runs.mjs';

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

/** "FCP 0.7 s, LCP 2.7 s, TBT 160 ms, CLS 0, SI 1.2 s" */
export function metricsLine(audits) {
  return METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '–'}`).join(', ');
}

/** A category's score out of 100 (null when Lighthouse gave none). */
export function scoreOf(category) {
  return category?.score == null ? null : Math.round(category.score * 100);
}

/** Mobile runs per Lighthouse figure: `LIGHTHOUSE_RUNS`, 5 by default. */
export function mobileRuns() {
  return Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);
}

/**
 * Simulated throttling scales the main-thread work measured on this machine, so one mobile run
 * can move by several points: a figure is the median of `runs` runs (Lighthouse's own advice for
 * variable scores). `audit` returns the run's performance score and the lines that describe it;
 * the median run's lines are printed, then every run's score. A failed run is reported on its own line.
 * @template {{ performance: number, lines: string[] }} R
 * @param {number} runs
 * @param {() => Promise<R>} audit
 * @param {string} label  prefix of the failure lines ("mobile")
 * @returns {Promise<string[]>}
 */
export async function medianOfRuns(runs, audit, label) {
  const [outcome] = await interleavedRuns(runs, [audit], label);
  return outcome.lines;
}

/**
 * Audits `url` with the mobile (default) or desktop preset (simulated throttling) and returns
 * the report; throws with Lighthouse's own error.
 * @param {string} url
 * @param {{ chromiumPath?: string, preset: 'mobile' | 'desktop', categories: string[] }} options
 */
export async function runLighthouse(url, { chromiumPath, preset, categories }) {
  const { launch } = await loadChromeLauncher();
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse ${preset}: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}
