// What `pnpm test` says of a package's jest results (`jest --json`): the failing tests by name, so
// the last lines of a CI log say which tests failed, not only how many.

/**
 * Every failed test of one package's jest JSON report, as "pkg › file › full name"; a suite that
 * failed to run (no test reached) as "pkg › file › (suite did not run)".
 */
export function failedJestTests(pkg, result) {
  const failed = [];
  for (const suite of result.testResults ?? []) {
    const file = String(suite.name ?? '').split(`/${pkg}/`).pop();
    const tests = suite.assertionResults ?? [];
    for (const test of tests) if (test.status === 'failed') failed.push(`${pkg} › ${file} › ${test.fullName}`);
    if (suite.status === 'failed' && !tests.some((test) => test.status === 'failed')) failed.push(`${pkg} › ${file} › (suite did not run)`);
  }
  return failed;
}
