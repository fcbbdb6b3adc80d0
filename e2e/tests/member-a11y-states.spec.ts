import { expect, type Page, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, resetSimulator } from '../support/helpers';
import { authenticatorCode, DEMO_GOOGLE_SECRET } from '../support/member';

// axe measures with inline styles, which the policy refuses; the other specs check the policy.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await logIn(page);
});

/** Opens a security-centre dialog by its button, submits it empty and checks the dialog with its errors. */
async function dialogWithErrors(page: Page, button: string, dialogName: string, submit: string, width: number) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${dialogName} with errors at ${width} px`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const width of [360, 1440]) {
  test(`axe: the member centre's dialogs and forms with their errors at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });

    await page.goto('/member/securityCenter');
    await expect(page.getByRole('region', { name: 'My account' })).toContainText('demo01');
    await dialogWithErrors(page, 'Change: Login password', 'Change login password', 'Save', width);
    await dialogWithErrors(page, 'Change: Withdrawal password', 'Change withdrawal password', 'Save', width);
    await dialogWithErrors(page, 'Unbind: Google authenticator', 'Unbind Google authenticator', 'Unbind', width);
    // The binding dialog (QR code, key, code field) with the code's error: unbind first.
    await page.getByRole('button', { name: 'Unbind: Google authenticator' }).click();
    const unbind = page.getByRole('dialog', { name: 'Unbind Google authenticator' });
    await unbind.getByLabel('Authenticator code').fill(authenticatorCode(DEMO_GOOGLE_SECRET));
    await unbind.getByRole('button', { name: 'Unbind' }).click();
    await expect(unbind).toBeHidden();
    await dialogWithErrors(page, 'Bind: Google authenticator', 'Bind Google authenticator', 'Bind', width);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit profile' });
    await profile.getByLabel('Nickname').fill('x');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByLabel('Nickname')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `Edit profile with errors at ${width} px`);
    await page.keyboard.press('Escape');

    await page.goto('/member/transferFund');
    const transfer = page.getByRole('form', { name: 'Transfer' });
    await transfer.getByLabel('Amount').fill('-5');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await expect(transfer.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `/member/transferFund with errors at ${width} px`);

    await page.goto('/member/depositv2');
    const deposit = page.getByRole('form', { name: 'Deposit' });
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(deposit.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `/member/depositv2 with errors at ${width} px`);
    // The order of a channel that needs the slip, refused without it.
    await deposit.getByRole('radio', { name: 'Bank transfer' }).check();
    await deposit.getByRole('radio', { name: /Metrobank/ }).check();
    await deposit.getByLabel('Amount').fill('1500');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    const order = page.getByRole('region', { name: 'Your deposit order' });
    await order.getByRole('button', { name: 'I have paid' }).click();
    await expect(order.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `deposit order with the slip refusal at ${width} px`);

    await page.goto('/member/withdraw');
    const withdraw = page.getByRole('form', { name: 'Request a withdrawal' });
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(withdraw.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/member/withdraw with errors at ${width} px`);
    await page.getByRole('button', { name: 'Add a card' }).click();
    const card = page.getByRole('dialog', { name: 'Add a card' });
    await card.getByLabel('Account number').fill('12');
    await card.getByRole('button', { name: 'Add a card' }).click();
    await expect(card.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `Add a card with errors at ${width} px`);
    await page.keyboard.press('Escape');

    await page.goto('/member/transferUpline');
    const upline = page.getByRole('form', { name: 'Transfer to upline' });
    await upline.getByRole('button', { name: 'Transfer to upline' }).click();
    await expect(upline.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/member/transferUpline with errors at ${width} px`);

    await page.goto('/member/transactionHistory');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Custom', exact: true }).click();
    await main.getByLabel('From').fill('2020-01-01');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `/member/transactionHistory with a refused range at ${width} px`);
  });
}
