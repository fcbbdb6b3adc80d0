// Planted for console-check.test.ts: a test file's own afterEach runs after the check of its test,
// so what it prints after the last test fails the file.
afterEach(() => {
  console.warn('planted after the last test');
});

test('passes: prints nothing itself', () => {
  expect(document.body).toBeEmptyDOMElement();
});
