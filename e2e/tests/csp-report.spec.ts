import { acceptCspViolations, expect, test, type Page } from '../support/test';
import { SIM } from '../support/helpers';

// The shell's policy names a report endpoint (`report-uri`, by default the simulator's collector
// under `pnpm start`): a violation in the page reaches it, and the control API lists it.

interface CspReport {
  format: string;
  documentUrl: string;
  effectiveDirective: string;
  violatedDirective: string;
  blockedUrl: string;
  disposition: string;
}

async function receivedReports(page: Page): Promise<CspReport[]> {
  const response = await page.request.get(`${SIM}/__sim/csp-reports`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { list: CspReport[] } }).value.list;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Takes this test's own violation out of the suite's list: the page's event and Chromium's console
 * line both, however late either arrives, so none is left for the fixture to fail on.
 */
async function acceptOwnViolation(violations: string[], expected: RegExp): Promise<void> {
  const accepted: string[] = [];
  await expect
    .poll(() => {
      accepted.push(...acceptCspViolations(violations, expected));
      return accepted.length;
    }, { message: 'the violation event and its console line' })
    .toBeGreaterThanOrEqual(2);
}

test.describe('CSP reports', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('an image from a disallowed origin in the shell page reaches the report endpoint', async ({ page, cspViolations }) => {
    const blocked = `https://evil.example/csp-report-${Date.now()}.png`;
    await page.evaluate((src) => {
      const image = document.createElement('img');
      image.src = src;
      document.body.append(image);
    }, blocked);
    await expect
      .poll(async () => (await receivedReports(page)).filter((report) => report.blockedUrl === blocked), { message: 'the report of the blocked image' })
      .toEqual([
        expect.objectContaining({
          format: 'report-uri',
          documentUrl: page.url(),
          effectiveDirective: 'img-src',
          violatedDirective: 'img-src',
          blockedUrl: blocked,
          disposition: 'enforce',
        }),
      ]);
    await acceptOwnViolation(cspViolations, new RegExp(escapeRegExp(blocked)));
  });

  test('an inline script injected into the shell page reaches the report endpoint', async ({ page, cspViolations }) => {
    // Inline code has no URL of its own to tell this report from others: start from none.
    expect((await page.request.delete(`${SIM}/__sim/csp-reports`)).ok()).toBe(true);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__cspReportProbe = true;';
      document.head.append(script);
      return (window as unknown as { __cspReportProbe?: boolean }).__cspReportProbe ?? false;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => receivedReports(page), { message: 'the report of the inline script' })
      .toEqual([
        expect.objectContaining({
          format: 'report-uri',
          documentUrl: page.url(),
          effectiveDirective: 'script-src-elem',
          blockedUrl: 'inline',
          disposition: 'enforce',
        }),
      ]);
    await acceptOwnViolation(cspViolations, /inline script|script-src-elem blocked inline/);
  });
});
