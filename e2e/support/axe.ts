import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG rule sets the suite holds every page to (A and AA, 2.0 to 2.2). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The impacts that fail a test; minor and moderate findings are left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export type AxeCheckOptions = {
  /** CSS selectors to check (the whole page when absent). */
  include?: string[];
  /** CSS selectors to leave out (a third-party frame, say). */
  exclude?: string[];
};

/** One line per failing node: rule, impact, the node and axe's hint, readable in the report. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'unknown'}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation of the
 * WCAG A/AA rules, listing each failing node. `label` names the page in the failure message.
 * Reusable by any spec (member centre, agent centre, shell pages). axe sets inline styles while it
 * measures, which the Content-Security-Policy refuses: a spec that calls this runs with
 * `test.use({ bypassCSP: true })` (every other spec checks the policy).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, options: AxeCheckOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([...AXE_TAGS]);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  // Soft: a test that checks several pages lists every page's findings, not only the first.
  expect.soft(describe(blocking), `serious or critical axe violations on ${label}`).toEqual([]);
}
