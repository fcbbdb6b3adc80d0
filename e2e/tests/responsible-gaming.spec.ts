import { expect, type Page, test } from '../support/test';
import { logIn, resetSimulator } from '../support/helpers';
import { memberScreenshot } from '../support/member';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await logIn(page);
});

test('a member sets a daily deposit limit; a deposit above what is left today is refused with the message and the amount kept', async ({ page }, testInfo) => {
  await page.goto('/member/securityCenter');
  const card = page.getByRole('region', { name: 'Responsible gaming' });
  await expect(card).toContainText('No limit');
  await card.getByRole('button', { name: 'Set: Daily deposit limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily deposit limit' });
  await dialog.getByLabel('Daily limit').fill('1500');
  await dialog.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your daily deposit limit is now ₱1,500.00.' })).toBeVisible();
  await expect(card).toContainText('₱1,500.00 a day');
  await expect(card).toContainText('Left today: ₱1,500.00');
  await memberScreenshot(page, testInfo, 'deposit-limit-set');

  await page.goto('/member/depositv2');
  let form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByRole('radio', { name: /BDO/ }).check();
  await form.getByLabel('Amount').fill('1000');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await page.getByRole('region', { name: 'Your deposit order' }).getByRole('button', { name: 'New deposit' }).click();

  form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByRole('radio', { name: /BDO/ }).check();
  await form.getByLabel('Amount').fill('1000');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(form.getByText('This is above your daily deposit limit of ₱1,500.00. Left today: ₱500.00.')).toBeVisible();
  await expect(form.getByLabel('Amount')).toHaveValue('1000');
  await expect(page.getByRole('region', { name: 'Your deposit order' })).toHaveCount(0);
  await memberScreenshot(page, testInfo, 'deposit-limit-refused');

  // Raising it waits 24 hours: the card says from when, the old limit holds.
  await page.goto('/member/securityCenter');
  await card.getByRole('button', { name: 'Change: Daily deposit limit' }).click();
  await dialog.getByLabel('Daily limit').fill('5000');
  await dialog.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Your change applies from \d{4}-\d{2}-\d{2} \d{2}:\d{2}/ })).toBeVisible();
  await expect(card).toContainText('₱1,500.00 a day');
  await expect(card).toContainText(/From \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}: ₱5,000.00/);
});

/** A reminder minute of 200 ms: "every 15 minutes" comes every 3 s of the session. */
async function shortenReminderMinutes(page: Page) {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, sessionReminderMinuteMs: 200 } });
  });
}

test('the session-time reminder: chosen in My account it starts without a reload, shows the time played and the win or loss on any page; Continue closes it, Log out signs out', async ({ page }, testInfo) => {
  await shortenReminderMinutes(page);
  await page.goto('/member/securityCenter');
  const card = page.getByRole('region', { name: 'Responsible gaming' });
  await expect(card).toContainText('Off');
  await card.getByRole('button', { name: 'Change: Session reminder' }).click();
  const settings = page.getByRole('dialog', { name: 'Session reminder' });
  await settings.getByRole('radio', { name: 'Every 15 minutes' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will remind you every 15 minutes.' })).toBeVisible();
  await expect(card).toContainText('Every 15 minutes');

  // No reload: the page told the shell through the bus.
  let reminder = page.getByRole('dialog', { name: 'Time check' });
  await expect(reminder).toBeVisible({ timeout: 10_000 });
  await expect(reminder).toContainText('You have played for less than a minute.');
  await expect(reminder).toContainText(/Win or loss this session\s*₱0\.00/);
  await expect(reminder.getByRole('button', { name: 'Continue' })).toBeFocused();
  await memberScreenshot(page, testInfo, 'session-reminder');
  await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(reminder).toBeHidden();

  // Another page, loaded afresh (another remote's route): the setting comes from the server.
  await page.goto('/rng');
  reminder = page.getByRole('dialog', { name: 'Time check' });
  await expect(reminder).toBeVisible({ timeout: 10_000 });
  await reminder.getByRole('button', { name: 'Log out' }).click();
  await expect(reminder).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});
