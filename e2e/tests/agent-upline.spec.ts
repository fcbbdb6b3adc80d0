import { expect, type Page, test } from '../support/test';
import { resetSimulator, SIM } from '../support/helpers';
import { settleSessionNotices } from '../support/session';
import { agentLogIn, agentMenu } from '../support/agent';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await settleSessionNotices(page);
});

async function balanceOf(page: Page, username: string): Promise<number> {
  const response = await page.request.get(`${SIM}/__sim/ledger?username=${username}&limit=0`);
  return ((await response.json()) as { value: { balance: number } }).value.balance;
}

test.describe('agent centre: upline and customer service', () => {
  test('agent03 transfers to its upline: both balances move by the amount; agent01 (no upline) has no such page', async ({ page }) => {
    const before = { agent03: await balanceOf(page, 'agent03'), agent01: await balanceOf(page, 'agent01') };
    await agentLogIn(page, 'agent03', 'Agent@2026');
    await agentMenu(page).getByRole('link', { name: 'Transfer to upline' }).click();
    const form = page.getByRole('form', { name: 'Transfer to upline' });
    await expect(form.getByText(/To .*agent01/)).toBeVisible();
    // The empty status line adds no row above the form: one gap of the page's grid between heading and form.
    const heading = page.getByRole('heading', { level: 1, name: 'Transfer to upline' });
    const gap = await heading.evaluate((element) => parseFloat(getComputedStyle(element.parentElement ?? element).rowGap));
    const [headingBox, formBox] = [await heading.boundingBox(), await form.boundingBox()];
    expect(gap).toBeGreaterThan(0);
    expect(Math.abs((formBox?.y ?? 0) - ((headingBox?.y ?? 0) + (headingBox?.height ?? 0)) - gap)).toBeLessThanOrEqual(1);
    await form.getByLabel('Amount').fill('25');
    await form.getByLabel('Withdrawal password').fill('135790');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(page.getByRole('status').filter({ hasText: /₱25\.00 sent to agent01\. Order / })).toBeVisible();
    expect(await balanceOf(page, 'agent03')).toBeCloseTo(before.agent03 - 25, 2);
    expect(await balanceOf(page, 'agent01')).toBeCloseTo(before.agent01 + 25, 2);
  });

  test("customer service opens the shell's chat dialog", async ({ page }) => {
    await agentLogIn(page);
    await expect(agentMenu(page).getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
    await agentMenu(page).getByRole('link', { name: 'Customer service' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Start a chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  });
});
