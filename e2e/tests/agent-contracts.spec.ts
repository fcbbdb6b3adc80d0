import { expect, test } from '../support/test';
import { resetSimulator, SIM } from '../support/helpers';
import { settleSessionNotices } from '../support/session';
import { agentLogIn, agentMenu } from '../support/agent';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await settleSessionNotices(page);
});

test.describe('agent centre: contracts', () => {
  test('agent01 offers a daily contract to agent03, who is warned about ta201 and accepts; both see the statuses follow', async ({ page, browser }) => {
    await agentLogIn(page);
    await page.goto('/agentHome/downlineManagmentView?account=agent03');
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader').first()).toContainText('agent03');
    await table.getByRole('button', { name: 'Offer a contract to agent03' }).click();

    const dialog = page.getByRole('dialog', { name: 'Offer a contract to agent03' });
    await dialog.getByRole('combobox', { name: 'Contract' }).selectOption('DAILY');
    const form = dialog.getByRole('form', { name: 'Contract offer' });
    await expect(form.getByText('Rates between 0.01% and 2%.')).toBeVisible();
    // Above my own rate: refused before it is sent, what was typed stays.
    await form.getByLabel('Rate (%)').fill('2.5');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(form.getByText('Between 0.01% and 2%.', { exact: true })).toBeVisible();
    // agent03 gives ta201 1.2 %: an offer of 1 % ends that contract if agent03 accepts.
    await form.getByLabel('Rate (%)').fill('1');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(dialog.getByText('Offer sent to agent03. It waits for their answer.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/agentHome/agentDailyWages2');
    const given = page.getByRole('region', { name: 'Contracts I gave' });
    const offer = given.getByRole('article').filter({ hasText: 'agent03' });
    await expect(offer.getByText('Pending')).toBeVisible();
    await expect(offer.getByText('Waiting for agent03 to answer.')).toBeVisible();

    // agent03 signs in elsewhere: the offer waits for it.
    const other = await browser.newContext({ baseURL: 'http://localhost:3000' });
    const downline = await other.newPage();
    await settleSessionNotices(downline);
    await agentLogIn(downline, 'agent03', 'Agent@2026');
    await expect(downline.getByText('Contract offers or requests to answer: 1.')).toBeVisible();
    await downline.getByRole('link', { name: 'Open Daily wages' }).click();
    const card = downline.getByRole('article', { name: 'Offer from agent01' });
    await card.getByRole('button', { name: 'Accept' }).click();
    const confirm = downline.getByRole('dialog', { name: 'Accept the offer' });
    await expect(confirm.getByRole('alert')).toHaveText('Accepting ends the contracts of your downlines with a higher rate: ta201.');
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(confirm).toBeHidden();
    const mine = downline.getByRole('region', { name: 'My contract' });
    await expect(mine.getByRole('article').getByText('Signed', { exact: true })).toBeVisible();
    await expect(downline.getByText('Contract offers or requests to answer: 1.')).toBeHidden();
    // ta201's contract with agent03 ended by the rule.
    const ended = downline.getByRole('region', { name: 'Contracts I gave' }).getByRole('article').filter({ hasText: 'ta201' });
    await expect(ended.getByText(/Ended · Ended: the upline took a lower rate/)).toBeVisible();
    await other.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Contracts I gave' }).getByRole('article').filter({ hasText: 'agent03' }).getByText('Signed', { exact: true })).toBeVisible();
  });

  test('a contract switched off through the simulator hides its page and menu entry from the next sign-in', async ({ page }) => {
    await agentLogIn(page);
    await expect(agentMenu(page).getByRole('link', { name: 'Real-time salary' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/agent$/);

    // The switches are asked once per sign-in (SPEC §6): the next sign-in sees the change.
    const response = await page.request.post(`${SIM}/__sim/agent-flags`, { data: { username: 'agent01', realtimesalreqtype: 0 } });
    expect(response.ok()).toBeTruthy();
    await agentLogIn(page);
    await expect(agentMenu(page).getByRole('link', { name: 'Daily wages' })).toBeVisible();
    await expect(agentMenu(page).getByRole('link', { name: 'Real-time salary' })).toHaveCount(0);
    await page.goto('/agentHome/agentRealtimeSalary');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  });
});
