import { expect, type Page, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, resetSimulator, SIM } from '../support/helpers';

// Issue 24, part 4: a withdrawal's timeline on the withdraw page and on its record, advanced by
// the operator through the simulator's control API. axe measures with inline styles, which the
// policy refuses (every other spec checks the policy).
test.use({ bypassCSP: true });

async function control(page: Page, path: string, data: unknown = {}) {
  const response = await page.request.post(`${SIM}/__sim/${path}`, { data });
  expect(response.ok(), path).toBeTruthy();
}

async function newestWithdrawal(page: Page): Promise<string> {
  const response = await page.request.get(`${SIM}/__sim/orders?username=demo01`);
  const orderNo = ((await response.json()) as { value: { withdrawals: Array<{ orderNo: string }> } }).value.withdrawals[0]?.orderNo;
  expect(orderNo).toBeTruthy();
  return orderNo ?? '';
}

async function requestWithdrawal(page: Page, amount: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Request a withdrawal' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Withdrawal password').fill('135790');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText(new RegExp(`Withdrawal of ₱${amount}.00 requested`))).toBeVisible();
  return newestWithdrawal(page);
}

test('a withdrawal walks submitted → reviewing → approved → paid on the withdraw page; a rejection shows its reason in the account record; axe at 1440 and 360 px', async ({ page }) => {
  // Sign-in, two withdrawals and two axe runs: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await resetSimulator(page);
  await control(page, 'turnover/waive', { username: 'demo01' });
  await logIn(page);
  await page.goto('/member/withdraw');

  const orderNo = await requestWithdrawal(page, '500');
  const timeline = page.getByRole('region', { name: `Withdrawal ${orderNo} · ₱500.00` });
  const steps = timeline.getByRole('list', { name: 'Withdrawal progress' });
  // The step the withdrawal is at (aria-current="step"; getByRole has no `current` option).
  const current = steps.getByRole('listitem').and(page.locator('[aria-current="step"]'));
  await expect(current).toContainText('Submitted');
  await expect(steps.getByRole('listitem').nth(1)).toContainText(/Under review\s*Expected by \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expectNoSeriousA11yViolations(page, '/member/withdraw with a timeline at 1440 px');

  for (const step of ['Under review', 'Approved', 'Paid']) {
    await control(page, `withdrawals/${orderNo}/advance`);
    await timeline.getByRole('button', { name: 'Refresh' }).click();
    await expect(current).toContainText(step);
  }
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.getByText(/Expected by/)).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSeriousA11yViolations(page, '/member/withdraw with a timeline at 360 px');

  const rejected = await requestWithdrawal(page, '200');
  await control(page, `withdrawals/${rejected}/reject`, { remark: 'Account name does not match' });
  await page.goto('/member/transactionHistory');
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await page.getByRole('button', { name: `Progress of ${rejected}` }).click();
  const record = page.getByRole('region', { name: `Withdrawal ${rejected} · ₱200.00` });
  await expect(record.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(/Rejected.*Reason: Account name does not match/);
  await expect(record.getByRole('listitem')).toHaveCount(3);
});
