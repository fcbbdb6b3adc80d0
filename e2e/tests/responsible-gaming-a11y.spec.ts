import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { memberScreenshot } from '../support/member';

// axe measures with inline styles, which the policy refuses; the other specs check the policy.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

for (const width of [360, 1440]) {
  test(`axe: the responsible gambling page, its limit, time-out and reminder dialogs and the session reminder at ${width} px`, async ({ page }, testInfo) => {
    // Four axe runs and a sign-in: generous on a loaded machine (CI measures the real time).
    test.setTimeout(240_000);
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, sessionReminderMinuteMs: 200 } });
    });
    await logIn(page);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto('/member/responsibleGambling');
    const limits = page.getByRole('region', { name: 'Limits' });
    await expect(limits.getByText('No limit')).toHaveCount(9);
    await expect(page.getByRole('region', { name: 'Session reminder' })).toContainText('Off');
    await expectNoSeriousA11yViolations(page, `responsibleGambling at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await memberScreenshot(page, testInfo, `responsible-gambling-${width}`);

    await limits.getByRole('button', { name: 'Set: Deposit limit, Per day' }).click();
    const limit = page.getByRole('dialog', { name: 'Deposit limit: Per day' });
    await limit.getByRole('button', { name: 'Save limit' }).click();
    await expect(limit.getByText('Enter an amount')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `limit dialog at ${width} px`);
    await limit.getByRole('button', { name: 'Close' }).click();

    const timeout = page.getByRole('form', { name: 'Take a break' });
    await timeout.getByRole('radio', { name: '7 days' }).check();
    await timeout.getByRole('button', { name: 'Start time-out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start a time-out of 7 days?' });
    await expect(confirm).toBeVisible();
    // The form sits low on the page: scrolled there, the sticky header half covers the member menu's
    // links behind the dialog, which axe's target-size counts. Measured from the top, as the page opens.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, `time-out confirmation at ${width} px`);
    await memberScreenshot(page, testInfo, `time-out-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('region', { name: 'Session reminder' }).getByRole('button', { name: 'Change: Session reminder' }).click();
    const settings = page.getByRole('dialog', { name: 'Session reminder' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, `session reminder settings at ${width} px`);
    await settings.getByRole('radio', { name: 'Every 15 minutes' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    const reminder = page.getByRole('dialog', { name: 'Time check' });
    await expect(reminder).toBeVisible({ timeout: 30_000 });
    await expect(reminder).toContainText('Win or loss this session');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, `session reminder at ${width} px`);
  });
}

test('axe: a login refused for a self-exclusion, its end button and the confirmation of the cooling-off, at 360 and 1440 px', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect((await page.request.post(`${SIM}/wps/member/rg/exclusion`, { data: { choice: '1y' }, headers: { token: token ?? '' } })).ok()).toBeTruthy();
  // Past its first 6 months, on the simulator's clock and the browser's.
  const clock = await page.request.post(`${SIM}/__sim/clock`, { data: { advanceMinutes: 184 * 24 * 60 } });
  await page.clock.setSystemTime(((await clock.json()) as { value: { epochMs: number } }).value.epochMs);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo01');
  await login.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await login.getByRole('checkbox', { name: /terms/i }).check();
  await login.getByRole('button', { name: 'Log in' }).click();
  const ask = login.getByRole('button', { name: 'Ask to end self-exclusion' });
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page, `self-excluded login at ${width} px`);
    await ask.click();
    const confirmation = login.getByRole('group', { name: 'End your self-exclusion early?' });
    await expect(confirmation).toBeFocused();
    await expectNoSeriousA11yViolations(page, `confirmation to end a self-exclusion at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
  }
});
