// How `pnpm e2e` splits the spec files between its shards (scripts/e2e.mjs).

/** E2E_SHARDS: a whole number ≥ 1 (2 when unset or not a number). */
export function parseShardCount(value) {
  const count = Number.parseInt(value ?? '', 10);
  return Number.isInteger(count) && count >= 1 ? count : 1;
}

/** The weight of a spec file missing from the timings: the median of the known ones (60 s if none). */
export function defaultWeight(timings) {
  const known = Object.values(timings).filter((seconds) => typeof seconds === 'number' && seconds > 0).sort((a, b) => a - b);
  if (known.length === 0) return 60;
  return known[Math.floor(known.length / 2)];
}

/**
 * Greedy longest-first: each spec file (heaviest first) goes to the shard with the least seconds
 * so far; the files of `first` that are run go to the first shard before the others are placed.
 * Returns at most `count` non-empty shards, each { files (sorted), seconds }.
 * @param {string[]} files spec files relative to e2e/tests
 * @param {Record<string, number>} timings seconds per spec file (e2e/timings.json)
 * @param {{ first?: string[] }} [options]
 */
export function assignShards(files, timings, count, { first = [] } = {}) {
  const fallback = defaultWeight(timings);
  const weightOf = (file) => (typeof timings[file] === 'number' ? timings[file] : fallback);
  const shards = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ files: [], seconds: 0 }));
  for (const file of files.filter((name) => first.includes(name))) {
    shards[0].files.push(file);
    shards[0].seconds += weightOf(file);
  }
  const ordered = files.filter((name) => !first.includes(name)).sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of ordered) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += weightOf(file);
  }
  for (const shard of shards) shard.files.sort();
  return shards;
}

/** Every failed test of a JSON report: "file:line › title". */
export function failedTests(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failed.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file && child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}
