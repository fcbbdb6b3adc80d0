import { expect, test, type Page } from '../support/test';
import { logIn, resetSimulator } from '../support/helpers';
import {
  captchaAnswer,
  fillLogin,
  lastSmsCode,
  setFeatures,
  setRegisterRules,
  setSystemStatus,
  settleSessionNotices,
  simState,
} from '../support/session';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const header = (page: Page) => page.getByRole('banner');

test.describe('start-up', () => {
  test('maintenance shows its page with the customer-service button', async ({ page }) => {
    await setSystemStatus(page, 1);
    await page.goto('/index');
    await expect(page.getByRole('heading', { name: 'This game is under maintenance.' })).toBeVisible();
    await expect(page.getByText('Scheduled maintenance is in progress.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(header(page)).toHaveCount(0);
  });

  test("region restriction shows the visitor's IP and the customer-service button", async ({ page }) => {
    await setSystemStatus(page, 2);
    await page.goto('/index');
    await expect(page.getByRole('heading', { name: 'Access is restricted from your IP address or location.' })).toBeVisible();
    await expect(page.getByText(/^IP: \S+/)).toBeVisible();
    await expect(page.getByText('Access from your country or region is restricted.')).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Customer service' }).click();
    expect((await popup).url()).toContain('/sim/chat');
  });
});

test.describe('sign in', () => {
  test.beforeEach(async ({ page }) => {
    await settleSessionNotices(page);
  });

  test('asks for a captcha only after a failed login, and logs in with it', async ({ page }) => {
    const dialog = await fillLogin(page, 'demo01', 'not-the-password');
    await expect(dialog.getByLabel('Captcha')).toHaveCount(0);
    const captchaRequest = page.waitForRequest((request) => request.url().includes('/wps/captcha?uuid='));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    // The loader stopped and what was typed is still there.
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(dialog.getByLabel('Username')).toHaveValue('demo01');

    const uuid = new URL((await captchaRequest).url()).searchParams.get('uuid') ?? '';
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await dialog.getByLabel('Captcha').fill(await captchaAnswer(page, uuid));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  test('weak01 must change the default weak password, and the new one sticks', async ({ page }) => {
    const dialog = await fillLogin(page, 'weak01', 'Gp@123456');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    await expect(change.getByLabel('Current password')).toHaveCount(0);
    await change.getByLabel('New password', { exact: true }).fill('Gp@123456');
    await change.getByLabel('Confirm new password').fill('Gp@123456');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByText('The default password cannot be used')).toBeVisible();

    await change.getByLabel('New password', { exact: true }).fill('Stronger@2026');
    await change.getByLabel('Confirm new password').fill('Stronger@2026');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toBeHidden();
    await expect(page).toHaveURL(/\/index$/);

    await page.evaluate(() => sessionStorage.clear());
    await settleSessionNotices(page);
    const again = await fillLogin(page, 'weak01', 'Stronger@2026');
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
  });

  test('SMS login sends a code with a countdown and signs in with it', async ({ page }) => {
    await setFeatures(page, { MOBILEVERCODELOGIN3: true });
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Mobile number').fill('0917 123 4567');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Verification code').fill(await lastSmsCode(page, '09171234567'));
    await dialog.getByRole('checkbox', { name: /terms/i }).check();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
  });

  test('a login from an unregistered IP is completed by the extra verification', async ({ page }) => {
    const ipCheck = await page.request.post('http://localhost:3100/__sim/ip-check', { data: { enabled: true } });
    expect(ipCheck.ok()).toBeTruthy();
    const dialog = await fillLogin(page, 'demo01', 'Demo@2026');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your identity' });
    await verify.getByRole('tab', { name: 'Bank account' }).click();
    await verify.getByLabel('Bank account name').fill('WRONG NAME');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toContainText('the details do not match');
    await verify.getByLabel('Bank account name').fill('demo player');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify).toBeHidden();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
  });

  test('free play signs in a trial account, which a member page refuses with the trial dialog', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('checkbox', { name: /terms/i }).check();
    await dialog.getByRole('button', { name: 'Free play' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();

    await page.goto('/member');
    const trial = page.getByRole('dialog', { name: 'Trial account' });
    await expect(trial).toContainText('This is a trial account. Please register a real account to use this feature.');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('logout asks first, then clears the session storage and restores the merchant values', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: /log out/i }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await expect(confirm).toContainText('Do you want to log out?');
    const logout = page.waitForRequest((request) => request.url().endsWith('/wps/session/logout') && request.method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await logout;
    await expect(page.getByRole('button', { name: /log in/i }).first()).toBeVisible();
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    expect(storage).toEqual({ merchant: 'GP01', merchantCode: 'GP01' });
  });

  test("an agent's contract switches come from the consolidated funds and stay for the session", async ({ page }) => {
    await settleSessionNotices(page);
    await page.goto('/agent');
    const form = page.getByRole('form', { name: 'Agent login' });
    await form.getByLabel('Username').fill('agent02');
    await form.getByLabel('Password').fill('Agent@2026');
    const consolidated = page.waitForResponse((response) => response.url().endsWith('/wps/member/info/funds/consolidated'));
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/agentHome/);
    await consolidated;
    const stored = () => page.evaluate(() => ({ ...sessionStorage }));
    await expect.poll(async () => (await stored()).enableContract).toBe('true');
    expect(await stored()).toMatchObject({ enableSalary: 'true', enableContract: 'true' });
    expect(JSON.parse((await stored()).consolidated ?? 'null')).toEqual({ dailysalreqtype: 2, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 });
    // A reload keeps them without asking again.
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/wps/member/info/funds/consolidated')) asked = true;
    });
    await page.reload();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(false);
  });
});

test.describe('register and recover', () => {
  const todayMinusYears = (years: number) => {
    const date = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear() - years}`;
  };

  test.beforeEach(async ({ page }) => {
    await settleSessionNotices(page);
  });

  test('registers by username with the rules the server sets', async ({ page }) => {
    await setRegisterRules(page, { captcha: { enabled: false }, email: { required: true }, username: { minLength: 8 } });
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Username').fill('newbie1');
    await dialog.getByLabel('Password', { exact: true }).fill('Secret@123');
    await dialog.getByLabel('Confirm password').fill('Secret@124');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Start with a letter, then letters or digits, 8-16 characters')).toBeVisible();
    await expect(dialog.getByText('The two passwords are inconsistent')).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Input cannot be empty');
    await expect(dialog.getByLabel('Captcha')).toHaveCount(0);

    await dialog.getByLabel('Username').fill('newbie001');
    await dialog.getByLabel('Confirm password').fill('Secret@123');
    await dialog.getByLabel('Email', { exact: true }).fill('newbie001@example.com');
    await dialog.getByLabel('Birthday (optional)').fill(todayMinusYears(30));
    await dialog.getByRole('checkbox', { name: /terms/i }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();

    // A new account: logged in, with the first-login welcome.
    await expect(page.getByRole('dialog', { name: 'Welcome, newbie001!' })).toBeVisible();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
    const state = await simState<{ accounts: { username: string }[] }>(page);
    expect(state.accounts.map((account) => account.username)).toContain('newbie001');
  });

  test('registers by mobile with the SMS code when the server turns it on', async ({ page }) => {
    await setFeatures(page, { MOBILENUMREG3: true, REGMOBVERF3: true });
    await setRegisterRules(page, { captcha: { enabled: false } });
    await page.goto('/register?referralCode=FRIEND7');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Referral code (optional)')).toHaveValue('FRIEND7');
    await dialog.getByLabel('Mobile number').fill('0917 555 0123');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Verification code').fill(await lastSmsCode(page, '09175550123'));
    await dialog.getByLabel('Password', { exact: true }).fill('Secret@123');
    await dialog.getByLabel('Confirm password').fill('Secret@123');
    await dialog.getByRole('checkbox', { name: /terms/i }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: /Welcome, / })).toBeVisible();
    const state = await simState<{ accounts: { username: string }[] }>(page);
    expect(state.accounts.map((account) => account.username)).toContain('9175550123');
  });

  test('refuses a birthday under 21 and keeps what was typed when the server refuses', async ({ page }) => {
    await setRegisterRules(page, { captcha: { enabled: false } });
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Username').fill('demo01');
    await dialog.getByLabel('Password', { exact: true }).fill('Secret@123');
    await dialog.getByLabel('Confirm password').fill('Secret@123');
    await dialog.getByLabel('Birthday (optional)').fill(todayMinusYears(20));
    await dialog.getByRole('checkbox', { name: /terms/i }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByLabel('Birthday (optional)')).toHaveAccessibleDescription(/You must be at least 21 years old/);

    await dialog.getByLabel('Birthday (optional)').fill(todayMinusYears(21));
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('Username already exists');
    await expect(dialog.getByLabel('Username')).toHaveValue('demo01');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Secret@123');
  });

  test('forgot password by email sends the reset mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Username').fill('demo01');
    await dialog.getByLabel('Email').fill('demo01@example.com');
    const request = page.waitForRequest((r) => r.url().endsWith('/wps/member/password/email'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await request).headers()['content-type']).toContain('application/x-www-form-urlencoded');
    await expect(page.getByRole('dialog', { name: 'Email sent' })).toContainText('A password reset link has been sent to your email.');
    const state = await simState<{ passwordResetEmails: { username: string }[] }>(page);
    expect(state.passwordResetEmails.map((mail) => mail.username)).toEqual(['demo01']);
  });
});

test.describe('once per session', () => {
  test('the disclaimer until accepted, then the guest pop-up until closed', async ({ page, browser }) => {
    await page.goto('/index');
    const disclaimer = page.getByRole('dialog', { name: 'Age confirmation' });
    await expect(disclaimer).toContainText('21 years of age or older');
    await disclaimer.getByRole('button', { name: 'I am 21 or older' }).click();

    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup.getByRole('article', { name: 'Welcome bonus' })).toContainText('100% welcome bonus');
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toBeHidden();

    // Same session: neither comes back after a reload.
    const started = page.waitForResponse((r) => r.url().includes('/wps/system/whitelabel'));
    await page.reload();
    await started;
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new session starts over.
    const other = await browser.newPage();
    await other.goto('http://localhost:3000/index');
    await expect(other.getByRole('dialog', { name: 'Age confirmation' })).toBeVisible();
    await other.close();
  });

  test('the signed-in pop-up after login, once', async ({ page }) => {
    const dialog = await fillLogin(page, 'demo01', 'Demo@2026');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    // The login's 21+ box settles the disclaimer; the members' pop-ups follow.
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup.getByRole('article', { name: 'Your daily cashback is ready' })).toBeVisible();
    await popup.getByRole('button', { name: 'Next' }).click();
    await popup.getByRole('button', { name: 'Got it' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
