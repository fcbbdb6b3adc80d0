// The agent centre's deposit, withdraw and platform messages are mf-member's own pages, loaded at
// runtime through the federation runtime the shell set up (issue 13), with their own fallback when
// mf-member's origin is unreachable; and the agents' announcements (sanitised HTML, paged).
import { expect, type Page, test } from '../support/test';
import { REMOTE_ORIGINS, resetSimulator, SIM } from '../support/helpers';
import { settleSessionNotices } from '../support/session';
import { agentLogIn, agentMenu } from '../support/agent';
import { memberScreenshot } from '../support/member';

type Ledger = { balance: number; mainBalance: number };

async function ledger(page: Page, username = 'agent01'): Promise<Ledger> {
  const response = await page.request.get(`${SIM}/__sim/ledger?username=${username}&limit=1`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: Ledger }).value;
}

async function control(page: Page, path: string, data: unknown = {}) {
  const response = await page.request.post(`${SIM}/__sim/${path}`, { data });
  expect(response.ok(), path).toBeTruthy();
  return (await response.json()) as { success: boolean; value: unknown };
}

/** mf-member's scripts and manifest, as the agent's browser asks for them. */
function memberRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE_ORIGINS.mf_member)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await settleSessionNotices(page);
});

test.describe("agent centre: the member centre's pages over federation", () => {
  test('agent01 deposits from the agent centre with the member centre’s own page; once approved its wallet grows', async ({ page }, testInfo) => {
    const member = memberRequests(page);
    await agentLogIn(page);
    const before = await ledger(page);
    await agentMenu(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/agentHome\/deposit$/);
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: 'Bank transfer' }).check();
    // Inside the agent layout: its menu stays, no player header.
    await expect(agentMenu(page).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toHaveCount(0);
    expect(member.some((path) => path.endsWith('mf-manifest.json') || path.endsWith('remoteEntry.js')), 'mf-member is loaded at runtime').toBe(true);

    await form.getByRole('radio', { name: /BDO/ }).check();
    await form.getByLabel('Amount').fill('1000');
    await form.getByRole('button', { name: 'Deposit' }).click();
    const order = page.getByRole('region', { name: 'Your deposit order' });
    await expect(order).toContainText('₱1,000.00');
    await memberScreenshot(page, testInfo, 'agent-deposit-order');
    await order.getByRole('button', { name: 'I have paid' }).click();
    await expect(order).toContainText('Pending');

    const orders = (await (await page.request.get(`${SIM}/__sim/orders?username=agent01`)).json()) as { value: { deposits: { orderNo: string }[] } };
    const orderNo = orders.value.deposits[0]?.orderNo ?? 'none';
    await control(page, `deposits/${orderNo}/approve`);
    expect((await ledger(page)).mainBalance).toBeCloseTo(before.mainBalance + 1000, 2);
  });

  test('agent01 adds a bank card and withdraws with its withdrawal password; the amount leaves its wallet', async ({ page }) => {
    await control(page, 'turnover/waive', { username: 'agent01' });
    await agentLogIn(page);
    const before = await ledger(page);
    await agentMenu(page).getByRole('link', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Add a card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'UnionBank' });
    await dialog.getByLabel('Account number').fill('1234567890123');
    await dialog.getByLabel('Account name').fill('AGENT ONE');
    await dialog.getByRole('button', { name: 'Add a card' }).click();
    await expect(dialog).toBeHidden();

    const form = page.getByRole('form', { name: 'Request a withdrawal' });
    const payTo = form.getByRole('combobox', { name: 'Pay out to' });
    const union = (await payTo.locator('option', { hasText: 'UnionBank' }).textContent()) ?? '';
    await payTo.selectOption({ label: union.trim() });
    await form.getByLabel('Amount').fill('500');
    await form.getByLabel('Withdrawal password').fill('111111');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByLabel('Withdrawal password')).toHaveAccessibleDescription('The withdrawal password is wrong');
    await expect(form.getByLabel('Amount')).toHaveValue('500');
    await form.getByLabel('Withdrawal password').fill('135790');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByText(/Withdrawal of ₱500.00 requested/)).toBeVisible();
    expect((await ledger(page)).mainBalance).toBeCloseTo(before.mainBalance - 500, 2);
    await expect(agentMenu(page)).toBeVisible();
  });

  test('platform messages: agent01 reads its unread platform message and writes to customer service', async ({ page }) => {
    await agentLogIn(page);
    await agentMenu(page).getByRole('link', { name: 'Platform messages' }).click();
    const inbox = page.getByRole('list', { name: 'Inbox' });
    await inbox.getByRole('button', { name: /Welcome to Gaming Platform/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Gaming Platform' });
    await expect(dialog).toContainText('Your account is ready.');
    await dialog.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Reply' });
    await reply.getByLabel('Message').fill('Thank you.');
    await reply.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message is sent.' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sent' }).click();
    await expect(page.getByRole('list', { name: 'Sent' }).getByRole('button', { name: /Re: Welcome to Gaming Platform/ })).toBeVisible();
  });

  test("mf-member unreachable: the page's own fallback with Retry, the agent layout keeps working, Retry loads it once the origin is back", async ({ page }, testInfo) => {
    await agentLogIn(page);
    await page.route(`${REMOTE_ORIGINS.mf_member}/**`, (route) => route.abort('connectionrefused'));
    await agentMenu(page).getByRole('link', { name: 'Deposit' }).click();
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded. Network link abnormal, try again.');
    await expect(main.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await memberScreenshot(page, testInfo, 'agent-deposit-fallback');

    // The rest of the agent centre is unaffected.
    await agentMenu(page).getByRole('link', { name: 'Team overview' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    await agentMenu(page).getByRole('link', { name: 'Withdraw' }).click();
    await expect(alert).toContainText('This page could not be loaded.');

    await page.unroute(`${REMOTE_ORIGINS.mf_member}/**`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('form', { name: 'Request a withdrawal' }).or(page.getByRole('button', { name: 'Add a card' })).first()).toBeVisible();
    await agentMenu(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('form', { name: 'Deposit' })).toBeVisible();
  });
});

test.describe('agent centre: announcements', () => {
  test('announcements: 9 a page, newest first, their HTML sanitised; paging goes on to page 3', async ({ page }) => {
    await agentLogIn(page);
    await agentMenu(page).getByRole('link', { name: 'Announcements' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(9);
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('New commission tiers this month');
    const hostile = main.getByRole('article', { name: 'Security test (HTML)' });
    await expect(hostile).toContainText('Agent security test');
    await expect(hostile.locator('script, [onerror], a[href^="javascript:"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    const pages = main.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Page 1 of 3');
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('Page 3 of 3');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(2);
  });
});
