import { execFile } from 'node:child_process';
import path from 'node:path';

type AssertionResult = { title: string; status: string; failureMessages: string[] };
type FileResult = { name: string; status: string; message: string; assertionResults: AssertionResult[] };

const fixtures = path.join(__dirname, 'console-check-fixtures');

/** Runs the planted tests with the workspace's jest settings, in a jest process of its own. */
function runPlanted(): Promise<FileResult[]> {
  const jestBin = require.resolve('jest/bin/jest');
  const args = [jestBin, '--config', path.join(fixtures, 'jest.config.js'), '--json', '--ci', '--runInBand'];
  return new Promise((resolve, reject) => {
    // Exit code 1 is expected: the planted tests fail. The JSON on stdout tells each outcome.
    execFile(process.execPath, args, { cwd: fixtures, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolve((JSON.parse(stdout) as { testResults: FileResult[] }).testResults);
      } catch {
        reject(new Error(`the planted run gave no JSON (${error?.message ?? 'no error'}):\n${stderr}`));
      }
    });
  });
}

describe('an unexpected console.error or console.warn fails the test (config/jest-console.js)', () => {
  let files: FileResult[];
  const file = (name: string) => {
    const found = files.find((entry) => path.basename(entry.name) === name);
    if (!found) throw new Error(`no planted file ${name}`);
    return found;
  };
  const failure = (title: string) => {
    const result = file('planted.fixture.tsx').assertionResults.find((entry) => entry.title === title);
    if (!result) throw new Error(`no planted test "${title}"`);
    return result.status === 'failed' ? result.failureMessages.join('\n') : `(${result.status})`;
  };

  beforeAll(async () => {
    files = await runPlanted();
  }, 120_000);

  it('passes every planted test named "passes" and fails every one named "fails"', () => {
    expect(file('planted.fixture.tsx').assertionResults.map(({ title, status }) => [title, status])).toEqual([
      ['passes: prints nothing', 'passed'],
      ['fails: an unexpected console.error', 'failed'],
      ['fails: an unexpected console.warn', 'failed'],
      ['passes: declares the error and the warning it prints', 'passed'],
      ['fails: declares an error it never prints', 'failed'],
      ['fails: a declared error does not cover another one', 'failed'],
      ['fails: silences console.error with a local spy', 'failed'],
      ["fails: React's warning for a state update outside act", 'failed'],
      ['passes: the test after the failures starts clean', 'passed'],
      ['fails: the first test after it carries its warning', 'failed'],
    ]);
  });

  it('puts the printed message, and where it was printed, in the failure', () => {
    expect(failure('fails: an unexpected console.error')).toContain('Unexpected console.error:\nplanted error 42\n    at Object.error (planted.fixture.tsx:');
    expect(failure('fails: an unexpected console.warn')).toContain('Unexpected console.warn:\nplanted warning');
    expect(failure('fails: a declared error does not cover another one')).toContain('Unexpected console.error:\nplanted undeclared');
    expect(failure("fails: React's warning for a state update outside act")).toContain(
      'An update to LateText inside a test was not wrapped in act(...)',
    );
    expect(failure('fails: the first test after it carries its warning')).toContain(
      'Unexpected console.warn (printed outside a test: in a hook, at module load or after a test was checked):\nplanted in a beforeAll',
    );
  });

  it('fails a declaration that nothing printed, and a local spy that silences console', () => {
    expect(failure('fails: declares an error it never prints')).toContain(
      'Expected a console.error matching "planted never printed", but none was printed.',
    );
    expect(failure('fails: silences console.error with a local spy')).toContain('console.error was replaced during the test');
  });

  it('fails the file when something prints after the last test was checked', () => {
    const late = file('after-the-last-test.fixture.tsx');
    expect(late.assertionResults.map(({ status }) => status)).toEqual(['passed']);
    expect(late.status).toBe('failed');
    expect(late.message).toContain('planted after the last test');
  });
});
