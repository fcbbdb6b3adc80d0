import { expect, test } from '../support/test';
import { logIn, resetSimulator } from '../support/helpers';

// Issue 14, hole 3: only a 401 (or the server's "not logged in") ends a session at start-up.

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

for (const [name, reply] of [
  ['a 500', { status: 500, json: { success: false, value: null, message: 'Internal error' } }],
  ['a malformed answer', { status: 200, json: { success: true, value: { unexpected: 42 } } }],
] as const) {
  test(`${name} of the member info at start-up keeps the session and offers a retry`, async ({ page }) => {
    await logIn(page);
    let failing = true;
    await page.route('**/wps/member/info', (route) => (failing ? route.fulfill(reply) : route.fallback()));
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
