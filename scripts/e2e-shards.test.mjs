// `node --test scripts/` (in `pnpm test:unit`): the split of the e2e spec files between shards.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { assignShards, defaultWeight, failedTests, parseShardCount } from './e2e-shards.mjs';

describe('e2e shards', () => {
  it('reads E2E_SHARDS, 2 when unset or not a whole number ≥ 1', () => {
    assert.equal(parseShardCount(undefined), 1);
    assert.equal(parseShardCount('1'), 1);
    assert.equal(parseShardCount('3'), 3);
    assert.equal(parseShardCount('0'), 1);
    assert.equal(parseShardCount('many'), 1);
  });

  it('puts the longest files first on the least loaded shard', () => {
    const shards = assignShards(['a', 'b', 'c', 'd'], { a: 10, b: 7, c: 5, d: 4 }, 2);
    assert.deepEqual(shards, [
      { files: ['a', 'd'], seconds: 14 },
      { files: ['b', 'c'], seconds: 12 },
    ]);
  });

  it('puts the files of `first` on the first shard, then balances the rest', () => {
    const shards = assignShards(['a', 'b', 'c', 'd'], { a: 10, b: 7, c: 5, d: 4 }, 2, { first: ['d', 'gone'] });
    assert.deepEqual(shards, [
      { files: ['b', 'd'], seconds: 11 },
      { files: ['a', 'c'], seconds: 15 },
    ]);
  });

  it('gives a file missing from the timings the median weight', () => {
    assert.equal(defaultWeight({ a: 10, b: 30, c: 20 }), 20);
    assert.equal(defaultWeight({}), 60);
    const shards = assignShards(['a', 'b', 'new'], { a: 10, b: 30, c: 20 }, 2);
    assert.deepEqual(shards.map((shard) => shard.files), [['b'], ['a', 'new']]);
  });

  it('makes no empty shard and never loses or repeats a file', () => {
    assert.deepEqual(assignShards(['only'], {}, 3), [{ files: ['only'], seconds: 60 }]);
    const timings = JSON.parse(fs.readFileSync(new URL('../e2e/timings.json', import.meta.url), 'utf8'));
    const files = Object.keys(timings);
    const shards = assignShards(files, timings, 2);
    assert.deepEqual(shards.flatMap((shard) => shard.files).sort(), [...files].sort());
    const total = files.reduce((sum, file) => sum + timings[file], 0);
    // Balanced: no shard carries more than its share plus the heaviest single file.
    for (const shard of shards) assert.ok(shard.seconds <= total / 2 + Math.max(...Object.values(timings)));
  });

  it('lists the failed tests of a merged JSON report with their describe titles', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [{ title: 'top', file: 'a.spec.ts', line: 3, tests: [{ status: 'expected' }] }],
          suites: [{ title: 'group', file: 'a.spec.ts', specs: [{ title: 'breaks', file: 'a.spec.ts', line: 9, tests: [{ status: 'unexpected' }] }] }],
        },
        { title: 'b.spec.ts', file: 'b.spec.ts', specs: [{ title: 'flaky', file: 'b.spec.ts', line: 1, tests: [{ status: 'flaky' }] }] },
      ],
    };
    assert.deepEqual(failedTests(report), ['a.spec.ts:9 › group › breaks']);
  });
});
