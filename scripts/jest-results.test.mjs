import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedJestTests } from './jest-results.mjs';

test('names each failed test, and a suite that failed without a failed test', () => {
  const result = {
    testResults: [
      {
        name: '/work/repo/shell/src/a.test.tsx',
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'A works' },
          { status: 'failed', fullName: 'A breaks' },
        ],
      },
      { name: '/work/repo/shell/src/b.test.tsx', status: 'failed', assertionResults: [] },
      { name: '/work/repo/shell/src/c.test.tsx', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'C works' }] },
    ],
  };
  assert.deepEqual(failedJestTests('shell', result), ['shell › src/a.test.tsx › A breaks', 'shell › src/b.test.tsx › (suite did not run)']);
});

test('a passing report names nothing', () => {
  assert.deepEqual(failedJestTests('kernel', { testResults: [{ name: '/r/kernel/x.test.ts', status: 'passed', assertionResults: [] }] }), []);
});
