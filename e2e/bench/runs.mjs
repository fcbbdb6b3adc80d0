// The medians of repeated benchmark runs (Lighthouse's scores vary from run to run on one machine).

/** The index of the median among `count` sorted values: the lower middle one of an even count. */
const middle = (count) => Math.floor((count - 1) / 2);

/** The median of `values` (as `interleavedRuns` picks its median run). */
export function median(values) {
  return [...values].sort((a, b) => a - b)[middle(values.length)];
}

/**
 * The median of `runs` runs of each audit, the audits taken in turn run by run (the first, the
 * second, …, then the first again). Each audit's runs meet the same moments of the machine, so
 * their figures can be set beside each other even when the machine's load changes meanwhile.
 *
 * Answers, per audit in order: its lines (a line per failed run, then the median run's own lines,
 * then every run's score) and the scores of its runs that did not fail.
 * @template {{ performance: number, lines: string[] }} R
 * @param {number} runs
 * @param {Array<() => Promise<R>>} audits
 * @param {string} label  prefix of the failure lines ("mobile")
 * @returns {Promise<Array<{ lines: string[], scores: number[] }>>}
 */
export async function interleavedRuns(runs, audits, label) {
  const outcomes = audits.map(() => ({ results: /** @type {R[]} */ ([]), failures: /** @type {string[]} */ ([]) }));
  for (let run = 0; run < runs; run += 1) {
    for (const [index, audit] of audits.entries()) {
      try {
        outcomes[index].results.push(await audit());
      } catch (error) {
        outcomes[index].failures.push(`  ${label.padEnd(8)} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return outcomes.map(({ results, failures }) => {
    const scores = results.map((result) => result.performance);
    if (results.length === 0) return { lines: failures, scores };
    const medianRun = [...results].sort((a, b) => a.performance - b.performance)[middle(results.length)];
    const lines = [...failures, ...medianRun.lines];
    if (results.length > 1) lines.push(`           performance of each run: ${scores.join(', ')}`);
    return { lines, scores };
  });
}
