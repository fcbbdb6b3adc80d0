import type { Page, TestInfo } from '@playwright/test';

/**
 * Attaches a full-page screenshot to the test report. The page is scrolled through first (lazy
 * images and sections load as they come near), and rows skipped by content-visibility are drawn.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.waitForLoadState('networkidle');
  // A constructed style sheet, not a <style> element: the site's CSP allows no inline style.
  const show = (on: boolean) =>
    page.evaluate((add) => {
      const marker = '__screenshotSheet';
      const sheets = document.adoptedStyleSheets.filter((sheet) => !(marker in sheet));
      if (add) {
        const sheet = Object.assign(new CSSStyleSheet(), { [marker]: true });
        sheet.replaceSync('* { content-visibility: visible !important; }');
        sheets.push(sheet);
      }
      document.adoptedStyleSheets = sheets;
    }, on);
  await show(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await show(false);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/** Starts summing layout shifts (CLS without session windows: a stricter figure) from the page's first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    (window as unknown as { __layoutShift: typeof record }).__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | undefined;
          record.sources.push(`${entry.value.toFixed(4)} ${node?.nodeName ?? '?'}.${node?.className ?? ''}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => (window as unknown as { __layoutShift: { total: number; sources: string[] } }).__layoutShift);
}
