import { expect, test } from '../support/test';
import { logIn, resetSimulator } from '../support/helpers';
import { authenticatorCode as codeOf, DEMO_GOOGLE_SECRET, memberScreenshot } from '../support/member';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await logIn(page);
});

test('Google authenticator: unbind with a current code, bind a new key from the page with a code computed from it', async ({ page }, testInfo) => {
  await page.goto('/member/securityCenter');
  const safety = page.getByRole('region', { name: 'Security' });
  await safety.getByRole('button', { name: 'Unbind: Google authenticator' }).click();
  let dialog = page.getByRole('dialog', { name: 'Unbind Google authenticator' });
  await dialog.getByLabel('Authenticator code').fill(codeOf(DEMO_GOOGLE_SECRET));
  await dialog.getByRole('button', { name: 'Unbind' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Google authenticator is unbound.' })).toBeVisible();

  await safety.getByRole('button', { name: 'Bind: Google authenticator' }).click();
  dialog = page.getByRole('dialog', { name: 'Bind Google authenticator' });
  await expect(dialog.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await dialog.getByLabel('Key', { exact: true }).textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(secret).not.toBe(DEMO_GOOGLE_SECRET);
  await memberScreenshot(page, testInfo, 'google-bind');

  // A wrong code is refused under the field, and what was typed stays.
  const wrong = codeOf(DEMO_GOOGLE_SECRET);
  await dialog.getByLabel('Authenticator code').fill(wrong);
  await dialog.getByRole('button', { name: 'Bind' }).click();
  await expect(dialog.getByText('The authenticator code is not valid')).toBeVisible();
  await expect(dialog.getByLabel('Authenticator code')).toHaveValue(wrong);

  await dialog.getByLabel('Authenticator code').fill(codeOf(secret));
  await dialog.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Google authenticator is bound.' })).toBeVisible();
  await expect(safety.getByRole('button', { name: 'Unbind: Google authenticator' })).toBeVisible();
  await expect(safety).toContainText('Bound');
});

test('a nickname change shows in the header at once', async ({ page }) => {
  await page.goto('/member/securityCenter');
  const header = page.getByRole('banner').getByRole('navigation', { name: 'Account' });
  await expect(header).toContainText('Demo Player');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Nickname').fill('Lucky Star');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(header).toContainText('Lucky Star');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Lucky Star');
  // The server keeps it: after a reload the header reads it from the member info.
  await page.reload();
  await expect(header).toContainText('Lucky Star');
});
