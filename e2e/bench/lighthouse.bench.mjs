// Lighthouse scores of /index on the mobile and desktop presets, against the running production
// system (offline, localhost). Plugged into `pnpm bench` by bench/run.mjs.
import path from 'node:path';
import { medianOfRuns, metricsLine, mobileRuns, runLighthouse, scoreOf } from './lighthouse-run.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const padded = (category) => String(scoreOf(category) ?? '–').padStart(3);

async function audit(url, chromiumPath, preset) {
  const { categories, audits } = await runLighthouse(url, { chromiumPath, preset, categories: CATEGORIES });
  const scores = CATEGORIES.map((id) => `${id === 'best-practices' ? 'best practices' : id} ${padded(categories[id])}`).join('  ');
  return { performance: scoreOf(categories.performance) ?? 0, lines: [`  ${preset.padEnd(8)} ${scores}`, `           ${metricsLine(audits)}`] };
}

/** @param {{ shell: string, chromiumPath?: string }} context */
export default async function lighthouseBench({ shell, chromiumPath }) {
  const url = `${shell}/index`;
  // The mobile figure is the median of LIGHTHOUSE_RUNS runs (see medianOfRuns); desktop is steadier.
  const runs = { mobile: mobileRuns(), desktop: 1 };
  const lines = [`Lighthouse ${path.basename(url)} (${url}, simulated throttling on mobile; mobile: median of ${runs.mobile} runs)`];
  for (const preset of ['mobile', 'desktop']) {
    lines.push(...(await medianOfRuns(runs[preset], () => audit(url, chromiumPath, preset), preset)));
  }
  return lines;
}
