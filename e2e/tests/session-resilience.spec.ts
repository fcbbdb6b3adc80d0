import { expect, test, type Route } from '../support/test';
import { logIn, resetSimulator } from '../support/helpers';
import { setRegisterRules, settleSessionNotices } from '../support/session';

// Issue 14, hole 3: only a 401 (or the server's "not logged in") ends a session at start-up.

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

type Failure = (route: Route) => Promise<void>;

const failures: [string, Failure][] = [
  ['a 500', (route) => route.fulfill({ status: 500, json: { success: false, value: null, message: 'Internal error' } })],
  ['a malformed answer', (route) => route.fulfill({ status: 200, json: { success: true, value: { unexpected: 42 } } })],
  ['an answer that is not JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": true, "value": ' })],
  ['a dropped connection', (route) => route.abort('connectionreset')],
];

for (const [name, fail] of failures) {
  test(`${name} of the member info at start-up keeps the session and offers a retry`, async ({ page }) => {
    await logIn(page);
    let failing = true;
    await page.route('**/wps/member/info', (route) => (failing ? fail(route) : route.fallback()));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Your account details could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
  });
}

test('a 401 of the member info at start-up ends the session', async ({ page }) => {
  await logIn(page);
  await page.route('**/wps/member/info', (route) =>
    route.fulfill({ status: 401, json: { success: false, value: null, message: 'You are not logged in, please log in', code: 'UNAUTHORIZED' } }),
  );
  await page.reload();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account details could not be loaded.' })).toHaveCount(0);
});

// Issue 14, hole 4: a 401 while the register dialog is open does not replace it; what was typed stays.
test.describe('a 401 while registering', () => {
  test.beforeEach(async ({ page }) => {
    await settleSessionNotices(page);
    await setRegisterRules(page, { captcha: { enabled: false } });
  });

  const unauthorized = (route: Route) =>
    route.fulfill({ status: 401, json: { success: false, value: null, message: 'You are not logged in, please log in', code: 'UNAUTHORIZED' } });

  test('keeps the register dialog with what was typed, and the registration goes through', async ({ page }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Username').fill('keeper001');
    await dialog.getByLabel('Password', { exact: true }).fill('Secret@123');
    await dialog.getByLabel('Confirm password').fill('Secret@123');
    let failing = true;
    const answered401 = page.waitForResponse((response) => response.url().includes('/wps/agent/affiliate') && response.status() === 401);
    await page.route('**/wps/agent/affiliate**', (route) => (failing ? unauthorized(route) : route.fallback()));
    await dialog.getByLabel('Invitation code (optional)').fill('NOPE1');
    await dialog.getByLabel('Invitation code (optional)').blur();
    await answered401;

    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(dialog.getByLabel('Username')).toHaveValue('keeper001');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Secret@123');

    failing = false;
    await dialog.getByLabel('Invitation code (optional)').fill('');
    await dialog.getByRole('checkbox', { name: /terms/i }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome, keeper001!' })).toBeVisible();
    await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
  });

  test('asks for the login once the register dialog is closed without registering', async ({ page }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Username').fill('keeper002');
    const answered401 = page.waitForResponse((response) => response.url().includes('/wps/agent/affiliate') && response.status() === 401);
    await page.route('**/wps/agent/affiliate**', unauthorized);
    await dialog.getByLabel('Invitation code (optional)').fill('NOPE2');
    await dialog.getByLabel('Invitation code (optional)').blur();
    await answered401;
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
