import { expect, type Page, test } from '../support/test';
import { gameList } from '../support/games';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { memberScreenshot } from '../support/member';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await logIn(page);
});

/** Moves the simulator's clock on (a raise's 24 hours, a time-out's end) without waiting. */
async function advanceHours(page: Page, hours: number) {
  const response = await page.request.post(`${SIM}/__sim/clock`, { data: { advanceMinutes: hours * 60 } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: { epochMs: number } }).value.epochMs;
}

/** Moves the simulator's clock and the browser's with it (the login dialog compares `endableFrom` with the browser's). */
async function advanceBothClocks(page: Page, hours: number) {
  await page.clock.setSystemTime(await advanceHours(page, hours));
}

/** The login dialog after a password login the server refuses: its alert. */
async function refusedLogIn(page: Page) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo01');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

async function setLimit(page: Page, name: string, amount: string, shown: string) {
  await page.getByRole('region', { name: 'Limits' }).getByRole('button', { name: new RegExp(`^(Set|Change): ${name}$`) }).click();
  const dialog = page.getByRole('dialog', { name: name.replace(', ', ': ') });
  await dialog.getByLabel('Limit', { exact: true }).fill(amount);
  await dialog.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your limit is now ${shown}.`);
}

/** Start on the first slot of /rng: the launch dialog's refusal. */
async function launchRefusal(page: Page) {
  await page.goto('/rng');
  await gameList(page).getByRole('article').first().getByRole('button', { name: 'Start' }).click();
  return page.getByRole('dialog').filter({ hasText: 'The game could not be started' });
}

test('limits, a time-out and self-exclusion: each refused by the simulator with its message, kept across a reload; a self-exclusion asked to end after 6 months ends after its cooling-off', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  // Two clicks from the home page: the account menu, then its entry.
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Responsible gambling' }).click();
  await expect(page).toHaveURL(/\/member\/responsibleGambling$/);

  // Deposit limit: a first limit applies at once; a deposit over it is refused, the amount kept, again after a reload.
  await setLimit(page, 'Deposit limit, Per day', '1500', '₱1,500.00');
  await page.goto('/member/depositv2');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: 'Bank transfer' }).check();
    await form.getByRole('radio', { name: /BDO/ }).check();
    await form.getByLabel('Amount').fill('2000');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByText('This is above your daily deposit limit of ₱1,500.00. Left: ₱1,500.00.')).toBeVisible();
    await expect(form.getByLabel('Amount')).toHaveValue('2000');
    if (attempt === 0) await page.reload();
  }
  await memberScreenshot(page, testInfo, 'deposit-limit-refused');
  // One click from the deposit page.
  await page.getByRole('link', { name: 'Deposit limits and other responsible gambling tools' }).click();
  await expect(page).toHaveURL(/\/member\/responsibleGambling$/);

  // Loss limit: a launch for money is refused with its message, again after a reload.
  await setLimit(page, 'Loss limit, Per month', '5', '₱5.00');
  let refusal = await launchRefusal(page);
  await expect(refusal).toContainText('You have reached your monthly loss limit. You can play for money again when it resets.');
  refusal = await launchRefusal(page);
  await expect(refusal).toContainText('monthly loss limit');

  // Removing it waits 24 hours and a confirmation; meanwhile a wager limit refuses the launch too.
  await page.goto('/member/responsibleGambling');
  await page.getByRole('region', { name: 'Limits' }).getByRole('button', { name: 'Change: Loss limit, Per month' }).click();
  await page.getByRole('dialog', { name: 'Loss limit: Per month' }).getByRole('button', { name: 'Remove limit' }).click();
  await expect(page.getByRole('status')).toHaveText(/^You can confirm your change from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/);
  const loss = page.getByRole('group', { name: 'Loss limit' });
  await expect(loss).toContainText(/From \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}: no limit/);
  await setLimit(page, 'Wager limit, Per week', '5', '₱5.00');
  refusal = await launchRefusal(page);
  await expect(refusal).toContainText('You have reached your weekly wager limit. You can play for money again when it resets.');

  await advanceHours(page, 25);
  await page.goto('/member/responsibleGambling');
  await expect(loss).toContainText('Your change to no limit is ready. Confirm it to apply it.');
  await memberScreenshot(page, testInfo, 'limit-change-ready');
  await loss.getByRole('button', { name: 'Confirm change: Loss limit, Per month' }).click();
  await expect(page.getByRole('status')).toHaveText('Your change is confirmed: no limit.');
  await page.reload();
  await expect(loss.getByText('No limit')).toHaveCount(3);

  // Time-out: a confirmation that says what happens; then every login is refused until it ends.
  const timeout = page.getByRole('form', { name: 'Take a break' });
  await timeout.getByRole('radio', { name: '24 hours' }).check();
  await timeout.getByRole('button', { name: 'Start time-out' }).click();
  let confirm = page.getByRole('dialog', { name: 'Start a time-out of 24 hours?' });
  await expect(confirm).toContainText('You will be logged out now and cannot log in for 24 hours.');
  await confirm.getByRole('button', { name: 'Yes, start my time-out' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(/^Your time-out has started\. You can log in again from \d{4}-\d{2}-\d{2}/);
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  let login = await refusedLogIn(page);
  await expect(login.getByRole('alert')).toContainText(/Your account is on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\. You cannot log in before then\./);
  await page.reload();
  login = await refusedLogIn(page);
  await expect(login.getByRole('alert')).toContainText('Your account is on a time-out until');

  // It ends by itself; then a self-exclusion, whose login refusal stays.
  await advanceHours(page, 25);
  await logIn(page);
  await page.goto('/member/responsibleGambling');
  const exclusion = page.getByRole('form', { name: 'Self-exclusion' });
  await exclusion.getByRole('radio', { name: '1 year' }).check();
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  confirm = page.getByRole('dialog', { name: 'Self-exclude for 1 year?' });
  await expect(confirm).toContainText('The first 6 months cannot be undone.');
  await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  login = await refusedLogIn(page);
  await expect(login.getByRole('alert')).toContainText(/Your account is self-excluded until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\. You cannot log in before then\./);
  await memberScreenshot(page, testInfo, 'self-excluded-login');
  await expect(login).toContainText(/You can ask to end your self-exclusion from \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M GMT\+8\./);
  await expect(login.getByRole('button', { name: 'Ask to end self-exclusion' })).toHaveCount(0);
  await page.reload();
  login = await refusedLogIn(page);
  await expect(login.getByRole('alert')).toContainText('Your account is self-excluded until');

  // After its first 6 months the player asks to end it from the refused login: a cooling-off of 24 hours, then the login works.
  await advanceBothClocks(page, 24 * 184);
  login = await refusedLogIn(page);
  await login.getByRole('button', { name: 'Ask to end self-exclusion' }).click();
  const ending = login.getByRole('group', { name: 'End your self-exclusion early?' });
  await expect(ending).toContainText('it ends after a cooling-off of 24 hours from your request');
  await ending.getByRole('button', { name: 'Yes, ask to end it' }).click();
  await expect(login.getByRole('status')).toContainText(/^Request received\. Your self-exclusion ends on .+\. You can log in from then\.$/);
  await expect(login.getByLabel('Password', { exact: true })).toHaveValue('Demo@2026');
  await memberScreenshot(page, testInfo, 'self-exclusion-end-asked');
  login = await refusedLogIn(page);
  await expect(login.getByRole('alert')).toContainText('Your account is self-excluded until');
  await advanceBothClocks(page, 25);
  await logIn(page);
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
  await page.goto('/member/responsibleGambling');
  const card = page.getByRole('region', { name: 'Session reminder' });
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
