// Lighthouse scores of /index on the mobile and desktop presets, against the running production
// system (offline, localhost). Plugged into `pnpm bench` by bench/run.mjs.
import path from 'node:path';
import { metricsLine, runLighthouse, scoreOf } from './lighthouse-run.mjs';

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
  // Simulated throttling scales the main-thread work measured on this machine, so one mobile
  // run can move by several points: the mobile figure is the median of RUNS (Lighthouse's own
  // advice for variable scores), with every run's score listed.
  const runs = { mobile: Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5)), desktop: 1 };
  const lines = [`Lighthouse ${path.basename(url)} (${url}, simulated throttling on mobile; mobile: median of ${runs.mobile} runs)`];
  for (const preset of ['mobile', 'desktop']) {
    const results = [];
    for (let run = 0; run < runs[preset]; run += 1) {
      try {
        results.push(await audit(url, chromiumPath, preset));
      } catch (error) {
        lines.push(`  ${preset.padEnd(8)} failed: ${error instanceof Error ? error.message : String(error)}`);
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
