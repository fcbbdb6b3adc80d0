import { useEffect, useState } from 'react';
import { render } from '@testing-library/react';
import { expectConsoleError, expectConsoleWarn } from 'build-config/jest-console';

// Planted for console-check.test.ts, which runs this file in a jest of its own and reads each
// outcome: a title starting with "fails" must fail, one starting with "passes" must pass.

test('passes: prints nothing', () => {
  expect(document.body).toBeEmptyDOMElement();
});

test('fails: an unexpected console.error', () => {
  console.error('planted error %d', 42);
});

test('fails: an unexpected console.warn', () => {
  console.warn('planted warning');
});

test('passes: declares the error and the warning it prints', () => {
  const errors = expectConsoleError(/^planted declared error/);
  const warnings = expectConsoleWarn('planted declared warning');
  console.error('planted declared error');
  console.warn('planted declared warning');
  expect(errors).toEqual(['planted declared error']);
  expect(warnings).toEqual(['planted declared warning']);
});

test('fails: declares an error it never prints', () => {
  expectConsoleError('planted never printed');
});

test('fails: a declared error does not cover another one', () => {
  expectConsoleError('planted declared');
  console.error('planted declared');
  console.error('planted undeclared');
});

test('fails: silences console.error with a local spy', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  console.error('planted hidden');
});

function LateText() {
  const [text, setText] = useState('waiting');
  useEffect(() => {
    const timer = setTimeout(() => setText('done'), 0);
    return () => clearTimeout(timer);
  }, []);
  return <p>{text}</p>;
}

test("fails: React's warning for a state update outside act", async () => {
  render(<LateText />);
  await new Promise((resolve) => setTimeout(resolve, 50));
});

test('passes: the test after the failures starts clean', () => {
  expect(document.body).toBeEmptyDOMElement();
});

describe('a hook', () => {
  beforeAll(() => {
    console.warn('planted in a beforeAll');
  });

  test('fails: the first test after it carries its warning', () => {
    expect(document.body).toBeEmptyDOMElement();
  });
});
