import { expect, type Page, test } from '../support/test';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { memberScreenshot } from '../support/member';

/** A 1×1 png for the proof of a withdrawal not received. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Orders = { deposits: { orderNo: string; state: number }[]; withdrawals: { orderNo: string; status: number }[] };

async function orders(page: Page): Promise<Orders> {
  const response = await page.request.get(`${SIM}/__sim/orders?username=demo01`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: Orders }).value;
}

async function control(page: Page, path: string, data: unknown = {}) {
  const response = await page.request.post(`${SIM}/__sim/${path}`, { data });
  expect(response.ok(), path).toBeTruthy();
  return (await response.json()) as { success: boolean; value: unknown };
}

type Ledger = { balance: number; mainBalance: number };

async function ledger(page: Page, username: string): Promise<Ledger> {
  const response = await page.request.get(`${SIM}/__sim/ledger?username=${username}&limit=1`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: Ledger }).value;
}

/** Counts the POSTs to a money-moving call from now on (a double click must send one). */
function countPosts(page: Page, call: RegExp): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && call.test(request.url())) seen.count += 1;
  });
  return seen;
}

function headerBalance(page: Page) {
  return page.getByRole('banner').getByRole('group', { name: 'Balance' });
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await logIn(page);
});

test('a member deposits, sees the order; the simulator approves it and the header balance and the account record show it', async ({ page }, testInfo) => {
  await page.goto('/member/depositv2');
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByRole('radio', { name: /BDO/ }).check();
  await form.getByLabel('Amount').fill('1000');
  await form.getByRole('button', { name: 'Deposit' }).click();

  const order = page.getByRole('region', { name: 'Your deposit order' });
  await expect(order).toContainText('BDO Unibank');
  await expect(order).toContainText('₱1,000.00');
  await memberScreenshot(page, testInfo, 'deposit-order');
  const deposit = (await orders(page)).deposits[0];
  expect(deposit?.state).toBe(5);
  await order.getByRole('button', { name: 'I have paid' }).click();
  await expect(order).toContainText('Pending');

  await control(page, `deposits/${deposit?.orderNo}/approve`);
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  await expect(headerBalance(page)).toContainText('₱13,345.67');

  await page.goto('/member/transactionHistory');
  await page.getByRole('tab', { name: 'Deposits' }).click();
  const row = page.getByRole('row', { name: new RegExp(deposit?.orderNo ?? 'none') });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('₱1,000.00');
});

test('a channel that asks for the payment slip: a refused file explains itself, the png shows as a preview, the order goes pending with its slip', async ({ page }, testInfo) => {
  await page.goto('/member/depositv2');
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByRole('radio', { name: /Metrobank/ }).check();
  await form.getByLabel('Amount').fill('1500');
  await form.getByRole('button', { name: 'Deposit' }).click();

  const order = page.getByRole('region', { name: 'Your deposit order' });
  await expect(order).toContainText('Metrobank');
  await expect(order).toContainText('₱1,500.00');
  // "I have paid" without the slip is refused before anything is sent.
  await order.getByRole('button', { name: 'I have paid' }).click();
  await expect(order.getByRole('alert')).toHaveText('This channel needs the payment slip: add the image of your receipt');

  const slip = order.getByLabel('Payment slip (png or jpg, up to 5 MB)');
  await slip.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(order.getByRole('alert')).toHaveText('Only png or jpg images');
  await slip.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(order.getByRole('alert')).toHaveText('The image is larger than 5 MB');
  await slip.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(order.getByRole('alert')).toHaveCount(0);
  const preview = order.getByRole('img', { name: 'Preview: Payment slip (png or jpg, up to 5 MB)' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  await memberScreenshot(page, testInfo, 'deposit-slip');

  await order.getByRole('button', { name: 'I have paid' }).click();
  await expect(order).toContainText('Pending');
  const deposit = (await orders(page)).deposits[0];
  expect(deposit?.state).toBe(4);

  await page.goto('/member/transactionHistory');
  await page.getByRole('tab', { name: 'Deposits' }).click();
  const row = page.getByRole('row', { name: new RegExp(deposit?.orderNo ?? 'none') });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible();
});

test('transfers to a vendor wallet and recalls all', async ({ page }) => {
  await page.goto('/member/transferFund');
  await expect(page.getByLabel('Main wallet: ₱11,875.17')).toBeVisible();
  const form = page.getByRole('form', { name: 'Transfer' });
  await form.getByLabel('Amount').fill('100');
  const transfers = countPosts(page, /GCS_walletTransfer/);
  await form.getByRole('button', { name: 'Transfer' }).dblclick();
  await expect(page.getByRole('main').getByText('₱100.00 transferred.')).toBeVisible();
  expect(transfers.count, 'a double click sends one transfer').toBe(1);
  await expect(page.getByLabel('Main wallet: ₱11,775.17')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent transfers' }).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: 'Recall all to main wallet' }).click();
  await expect(page.getByRole('main').getByText(/returned to the main wallet/)).toBeVisible();
  await expect(page.getByLabel('Main wallet: ₱12,345.67')).toBeVisible();
  await expect(headerBalance(page)).toContainText('₱12,345.67');
});

test('adds a bank card and withdraws with the withdrawal password; a paid-out withdrawal is confirmed as not received with a proof image', async ({ page }, testInfo) => {
  await control(page, 'turnover/waive', { username: 'demo01' });
  await page.goto('/member/withdraw');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'UnionBank' });
  await dialog.getByLabel('Account number').fill('12');
  await dialog.getByLabel('Account name').fill('DEMO PLAYER');
  await dialog.getByRole('button', { name: 'Add a card' }).click();
  await expect(dialog.getByLabel('Account number')).toHaveAccessibleDescription(/10-16 digits/);
  await dialog.getByLabel('Account number').fill('1234567890123');
  await dialog.getByRole('button', { name: 'Add a card' }).click();
  await expect(dialog).toBeHidden();

  const form = page.getByRole('form', { name: 'Request a withdrawal' });
  const payTo = form.getByRole('combobox', { name: 'Pay out to' });
  const union = (await payTo.locator('option', { hasText: 'UnionBank' }).textContent()) ?? '';
  await payTo.selectOption({ label: union.trim() });
  await form.getByLabel('Amount').fill('500');
  await expect(form.getByText(/Charge ₱/)).toBeVisible();
  await form.getByLabel('Withdrawal password').fill('111111');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByLabel('Withdrawal password')).toHaveAccessibleDescription('The withdrawal password is wrong');
  await form.getByLabel('Withdrawal password').fill('135790');
  const withdrawals = countPosts(page, /passwordCheck\/PCS_withdraw$/);
  await form.getByRole('button', { name: 'Withdraw' }).dblclick();
  await expect(form.getByText(/Withdrawal of ₱500.00 requested/)).toBeVisible();
  expect(withdrawals.count, 'a double click sends one withdrawal').toBe(1);
  await expect(headerBalance(page)).toContainText('₱11,845.67');

  const withdrawal = (await orders(page)).withdrawals[0];
  await control(page, `withdrawals/${withdrawal?.orderNo}/payout`);
  await page.reload();
  const confirm = page.getByRole('region', { name: 'Confirm your withdrawals' });
  await expect(confirm).toContainText(withdrawal?.orderNo ?? 'none');
  await expect(confirm).toContainText('Without an answer it counts as received and is not refunded.');
  await confirm.getByRole('radio', { name: 'Not received' }).check();
  await confirm.getByLabel(/Proof image/).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await memberScreenshot(page, testInfo, 'withdraw-confirm');
  await confirm.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('main').getByText(`Your answer for ${withdrawal?.orderNo ?? 'none'} is sent.`)).toBeVisible();
});

test('transfers to the upline with the withdrawal password and a remark: one request, the log shows it, both balances change', async ({ page }, testInfo) => {
  const before = { member: await ledger(page, 'demo01'), upline: await ledger(page, 'agent01') };
  await page.goto('/member/transferUpline');
  const form = page.getByRole('form', { name: 'Transfer to upline' });
  await expect(form).toContainText('agent01');
  await form.getByLabel('Amount').fill('250.50');
  await form.getByLabel('Withdrawal password').fill('135790');
  await form.getByLabel('Remark').fill('Team fund e2e');
  const sent = countPosts(page, /passwordCheck\/MCS2_transferUpline$/);
  await form.getByRole('button', { name: 'Transfer to upline' }).dblclick();
  await expect(page.getByRole('main').getByText('₱250.50 transferred to agent01.')).toBeVisible();
  expect(sent.count, 'a double click sends one transfer').toBe(1);

  const log = page.getByRole('region', { name: 'Transfers to upline' });
  await expect(log.getByRole('row', { name: /Team fund e2e/ })).toContainText('₱250.50');
  await memberScreenshot(page, testInfo, 'transfer-upline');
  const after = { member: await ledger(page, 'demo01'), upline: await ledger(page, 'agent01') };
  expect(after.member.balance).toBeCloseTo(before.member.balance - 250.5, 2);
  expect(after.upline.balance).toBeCloseTo(before.upline.balance + 250.5, 2);
  await expect(headerBalance(page)).toContainText(`₱${after.member.balance.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
});

test('a betting record range shows the totals the simulator computes', async ({ page }) => {
  await page.goto('/member/personalHistoryCopy');
  const tab = page.getByRole('tab').first();
  const category = await tab.textContent();
  await tab.click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const totals = page.getByRole('table').getByRole('row').last();
  await expect(totals).toContainText('Total');

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const menus = (await (await page.request.get(`${SIM}/lgw/games/game_menus?language=EN`)).json()) as { value: { gameType: string; name: string }[] };
  const gameCategory = menus.value.find((menu) => menu.name === category)?.gameType ?? 'RNG';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() - 6 * 86_400_000));
  const answer = await page.request.get(`${SIM}/wps/relay/ODSFE2_MemBetDet`, {
    params: { gameCategory, startDate: start, endDate: today, page: 1, size: 13 },
    headers: { token: token ?? '' },
  });
  const footer = ((await answer.json()) as { value: { footer: { betAmount: number; validBet: number; winAmount: number } } }).value.footer;
  const money = (value: number) => `₱${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(totals).toContainText(money(footer.betAmount));
  await expect(totals).toContainText(money(footer.validBet));
  await expect(totals).toContainText(money(footer.winAmount));
});
