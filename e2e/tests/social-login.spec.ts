import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { resetSimulator } from '../support/helpers';
import { emulatorPhoneCode, resetAuthEmulator, signInOnEmulatorPage, useFirebase } from '../support/firebase';
import { setFeatures, setRegisterRules, settleSessionNotices, simState } from '../support/session';

// Sign-in providers through Firebase Authentication (issue 26), against its emulator: the e2e
// webServer starts it beside the simulator (FIREBASE_EMULATOR=1), which then accepts the
// emulator's unsigned ID tokens.

type SimAccounts = { accounts: { username: string; firebaseUid: string | null }[] };

test.beforeEach(async ({ page, context }) => {
  await resetSimulator(page);
  await resetAuthEmulator(page);
  await settleSessionNotices(page);
  await useFirebase(context);
});

test('Google: a closed pop-up says so, then the Google account of demo01 signs demo01 in', async ({ page }) => {
  await setFeatures(page, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('checkbox', { name: /terms/i }).check();

  const cancelled = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await (await cancelled).close();
  // Firebase notices the closed pop-up after its polling delay.
  await expect(dialog.getByRole('alert')).toHaveText('Login failed. Please try again.', { timeout: 20_000 });

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await signInOnEmulatorPage(await popup, 'demo01@example.com');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
  const state = await simState<SimAccounts>(page);
  expect(state.accounts.find((account) => account.username === 'demo01')?.firebaseUid).toBeTruthy();
});

test('Facebook: a new Facebook user becomes a new member, signed in', async ({ page }) => {
  await setFeatures(page, { FACEBOOKLOGIN3: true });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Facebook' }).click();
  await signInOnEmulatorPage(await popup);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /log out/i })).toBeVisible();
  const state = await simState<SimAccounts>(page);
  expect(state.accounts.filter((account) => account.username.startsWith('facebook_') && account.firebaseUid)).toHaveLength(1);
});

test('phone registration through Firebase: a wrong code, an expired code, then the code sent registers', async ({ page, context }) => {
  await useFirebase(context, { phoneVerification: true });
  await setFeatures(page, { MOBILENUMREG3: true, REGMOBVERF3: true });
  await setRegisterRules(page, { captcha: { enabled: false } });
  // Page time runs on, but the test can move it past the code's lifetime (5 minutes).
  await page.clock.install();
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Mobile number').fill('0917 555 0188');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret@123');
  await dialog.getByLabel('Confirm password').fill('Secret@123');
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // The provider's route waits one minute before a resend.
  await expect(dialog.getByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
  const code = await emulatorPhoneCode(page, '+639175550188');

  const codeField = dialog.getByLabel('Verification code');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(codeField).toHaveAccessibleDescription(/^The verification code is not valid\./);

  await page.clock.fastForward('05:01');
  await codeField.fill(code);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(codeField).toHaveAccessibleDescription(/^The code has expired\. Please send a new one\./);
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('0917 555 0188');

  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await codeField.fill(await emulatorPhoneCode(page, '+639175550188'));
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: /Welcome, / })).toBeVisible();
  const state = await simState<SimAccounts>(page);
  expect(state.accounts.find((account) => account.username === '9175550188')?.firebaseUid).toBeTruthy();
});

test('no production build carries the old stand-in provider or its words', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.(js|html|json|css)$/.test(entry.name) ? [full] : [];
    });
  const builds = ['shell', 'mf-games', 'mf-member', 'mf-agent', 'mf-lottery'].map((app) => path.join(root, app, 'dist'));
  const found = builds
    .flatMap(files)
    .filter((file) => /simulator plays|vouches for the ID token|sim-(google|facebook)-demo01/i.test(fs.readFileSync(file, 'utf8')));
  expect(builds.every((dir) => fs.existsSync(dir))).toBe(true);
  expect(found).toEqual([]);
});
