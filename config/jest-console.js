// An unexpected console.error or console.warn fails the test that printed it, with the message in
// the failure. A test that expects one declares it with expectConsoleError / expectConsoleWarn: the
// matching messages are then not printed, and the test fails if none was printed (no stale
// declaration). Silencing console with a local jest.spyOn(...).mockImplementation() would hide
// every other message of that test too, so replacing console.error/warn fails the test instead.
// Both helpers return the matching messages printed so far (a live array), for tests that count them;
// their types: jest-console.d.ts.
const path = require('node:path');
const { format } = require('node:util');

const METHODS = ['error', 'warn'];
// Kept on the global object: a test's jest.resetModules() must not give it a second, empty state.
const STATE = Symbol.for('build-config.console-check');

function state() {
  const current = globalThis[STATE];
  if (!current) throw new Error('The console check is not installed (config/jest-setup-console.js).');
  return current;
}

function declare(method, pattern) {
  const current = state();
  if (!current.inTest) throw new Error(`expectConsole${method === 'error' ? 'Error' : 'Warn'}() must be called inside a test or a beforeEach.`);
  const messages = [];
  current.expected.push({ method, pattern, messages });
  return messages;
}

function expectConsoleError(pattern) {
  return declare('error', pattern);
}

function expectConsoleWarn(pattern) {
  return declare('warn', pattern);
}

const matches = (pattern, text) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));
const show = (pattern) => (typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern));

/** The first frame of the project's own code that led to the print (node_modules frames skipped). */
function origin() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  for (const line of stack.split('\n').slice(1)) {
    const file = /\(?([^\s()]+):\d+:\d+\)?$/.exec(line)?.[1];
    if (file && path.isAbsolute(file) && file !== __filename && !file.includes(`${path.sep}node_modules${path.sep}`)) {
      return line.trim().replace(`${process.cwd()}${path.sep}`, '');
    }
  }
  return undefined;
}

function installConsoleCheck() {
  const current = { inTest: false, expected: [], printed: [], guards: {} };
  globalThis[STATE] = current;
  const originals = Object.fromEntries(METHODS.map((method) => [method, console[method]]));
  for (const method of METHODS) {
    current.guards[method] = function consoleGuard(...args) {
      const text = format(...args);
      const declared = current.inTest && current.expected.find((entry) => entry.method === method && matches(entry.pattern, text));
      if (declared) {
        declared.messages.push(text);
        return;
      }
      // Not printed as well: the failure of the test carries the message and where it came from.
      current.printed.push({ method, text, where: origin(), inTest: current.inTest });
    };
    console[method] = current.guards[method];
  }

  const problems = () => {
    const found = current.printed.map(({ method, text, where, inTest }) => {
      const when = inTest ? '' : ' (printed outside a test: in a hook, at module load or after a test was checked)';
      return `Unexpected console.${method}${when}:\n${text}${where ? `\n    ${where}` : ''}`;
    });
    for (const { method, pattern, messages } of current.expected) {
      if (messages.length === 0) found.push(`Expected a console.${method} matching ${show(pattern)}, but none was printed.`);
    }
    for (const method of METHODS) {
      if (console[method] !== current.guards[method]) {
        found.push(`console.${method} was replaced during the test: declare the expected message with expectConsole${method === 'error' ? 'Error' : 'Warn'}() from 'build-config/jest-console' instead.`);
      }
    }
    current.printed = [];
    current.expected = [];
    return found;
  };
  const fail = (found) => {
    if (found.length === 0) return;
    const error = new Error(found.join('\n\n'));
    // The messages say it all: no code frame of this file under them.
    error.stack = error.message;
    throw error;
  };

  beforeEach(() => {
    current.inTest = true;
  });
  afterEach(() => {
    current.inTest = false;
    const found = problems();
    for (const method of METHODS) console[method] = current.guards[method];
    fail(found);
  });
  afterAll(() => {
    const found = problems();
    // A test file's own afterAll runs after this one: what it prints is shown, it cannot fail a test.
    Object.assign(console, originals);
    fail(found);
  });
}

module.exports = { expectConsoleError, expectConsoleWarn, installConsoleCheck };
