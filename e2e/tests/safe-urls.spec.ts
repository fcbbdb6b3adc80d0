import { expect, test, type Page } from '../support/test';
import { resetSimulator } from '../support/helpers';
import { setSystemStatus, settleSessionNotices } from '../support/session';

// Hole 1 of issue 14: a URL from the server is opened, navigated to or framed only when it is
// https (or http on a configured local origin); a script URL opens nothing and runs nothing.

const SCRIPT_URLS = ['javascript:alert(document.domain)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];

/** Fails the test on any JavaScript dialog: a dialog means a payload ran. */
function countDialogs(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('dialog', (dialog) => {
    seen.count += 1;
    void dialog.dismiss();
  });
  return seen;
}

test.afterEach(async ({ page }) => {
  await resetSimulator(page);
});

for (const chatUrl of SCRIPT_URLS) {
  test(`the chat does not open the server's chat URL ${JSON.stringify(chatUrl)}`, async ({ page, context }) => {
    const dialogs = countDialogs(page);
    await settleSessionNotices(page);
    await page.route('**/wps/relay/CBS_launchChat', (route) =>
      route.fulfill({ json: { success: true, value: { chatUrl }, message: null } }),
    );
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));
    await page.goto('/index');
    await page.getByRole('complementary', { name: 'Side menu' }).getByRole('button', { name: 'Customer service' }).click();
    const support = page.getByRole('dialog', { name: 'Customer service' });
    await support.getByRole('button', { name: 'VIP desk' }).click();
    await expect(support.getByRole('alert')).toHaveText('Invalid URL. Please contact customer service.');
    await expect(support.getByRole('link')).toHaveCount(0);
    expect(opened).toEqual([]);
    expect(dialogs.count).toBe(0);
  });
}

test('the region page offers no customer-service button for a script URL', async ({ page }) => {
  const dialogs = countDialogs(page);
  await setSystemStatus(page, 2);
  await page.route('**/wps/system/status*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, customerService: 'javascript:alert(1)' } } });
  });
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: 'Access is restricted from your IP address or location.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toHaveCount(0);
  expect(dialogs.count).toBe(0);
});
