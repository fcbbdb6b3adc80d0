import { test as base, expect, type Page } from '@playwright/test';

export { expect };
export type { BrowserContext, Locator, Page, Route, TestInfo } from '@playwright/test';

type ViolationReporter = { __reportCspViolation?: (text: string) => void };

/**
 * The suite's `test`: every test fails on a Content-Security-Policy violation in any page or
 * frame it opened. The policy and the app must agree: a violation is a feature the policy broke,
 * or an injection it stopped that the app should never have attempted.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
        violations.push(`${frame.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as ViolationReporter).__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile || 'document'}:${event.lineNumber})`,
          );
        });
      });
      // Chromium also reports every violation (frame-ancestors included) on the console.
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Takes the violations a test caused on purpose out of the list the suite checks (a test that
 * feeds hostile markup to the sanitizer, say), and returns them so the test can check them.
 */
export function acceptCspViolations(violations: string[], expected: RegExp): string[] {
  const accepted = violations.filter((text) => expected.test(text));
  const rest = violations.filter((text) => !expected.test(text));
  violations.splice(0, violations.length, ...rest);
  return accepted;
}

