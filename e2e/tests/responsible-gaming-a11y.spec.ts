import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, resetSimulator } from '../support/helpers';
import { memberScreenshot } from '../support/member';

// axe measures with inline styles, which the policy refuses; the other specs check the policy.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

for (const width of [360, 1440]) {
  test(`axe: My account's responsible gaming card, its two dialogs and the session reminder at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, sessionReminderMinuteMs: 200 } });
    });
    await logIn(page);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto('/member/securityCenter');
    const card = page.getByRole('region', { name: 'Responsible gaming' });
    await expect(card).toContainText('No limit');
    await expect(card).toContainText('Off');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `securityCenter at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await card.getByRole('button', { name: 'Set: Daily deposit limit' }).click();
    const limit = page.getByRole('dialog', { name: 'Daily deposit limit' });
    await limit.getByRole('button', { name: 'Save limit' }).click();
    await expect(limit.getByText('Enter an amount')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `deposit limit dialog at ${width} px`);
    await memberScreenshot(page, testInfo, `deposit-limit-dialog-${width}`);
    await limit.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: 'Change: Session reminder' }).click();
    const settings = page.getByRole('dialog', { name: 'Session reminder' });
    await expectNoSeriousA11yViolations(page, `session reminder settings at ${width} px`);
    await memberScreenshot(page, testInfo, `session-reminder-settings-${width}`);
    await settings.getByRole('radio', { name: 'Every 15 minutes' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    const reminder = page.getByRole('dialog', { name: 'Time check' });
    await expect(reminder).toBeVisible({ timeout: 10_000 });
    await expect(reminder).toContainText('Win or loss this session');
    await expectNoSeriousA11yViolations(page, `session reminder at ${width} px`);
    await memberScreenshot(page, testInfo, `session-reminder-${width}`);
  });
}
