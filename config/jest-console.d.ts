/**
 * This test prints a console.error matching `pattern` (a RegExp, or a substring): expected, not
 * printed; the test fails if none is printed. Returns the matching messages printed so far.
 */
export function expectConsoleError(pattern: RegExp | string): readonly string[];
/** expectConsoleError for console.warn. */
export function expectConsoleWarn(pattern: RegExp | string): readonly string[];
export function installConsoleCheck(): void;
