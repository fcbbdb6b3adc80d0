import { agentLogIn, agentMenu } from '../support/agent';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { type CallWatch, followCalls, loseNextAnswer } from '../support/lost-answer';
import { memberMenu } from '../support/member';
import { settleSessionNotices } from '../support/session';
import { expect, type Locator, type Page, test } from '../support/test';

// A lost answer never moves money or points twice. For every money form: the first answer is lost
// after the server handled the request (the route fetches the real answer, then aborts), the member
// sees the failure and submits again through the same form; the retry reaches the server, shows
// success, and the balance, points and orders moved exactly once (the simulator answers a repeated
// requestId with its first answer). Each test signs in once and runs the forms of one page or
// account as steps.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

/** Transaction types (api-sim README "Money"). */
const TX = { withdrawal: 2101, bonus: 5101, toUpline: 6233, fromDownline: 6234, toDownline: 6235, fromUpline: 6236, pointsConvert: 7202, transferIn: 8102, transferOut: 8202 } as const;

type LedgerRow = { id: number; orderNo: string; typeId: number; amount: number; accountTypeId: number; remark: string };
type Ledger = { balance: number; mainBalance: number; wallets: { accountTypeId: number; balance: number }[]; transactions: LedgerRow[] };

async function sim<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${SIM}/__sim/${path}`);
  expect(response.ok(), `GET /__sim/${path}`).toBeTruthy();
  return ((await response.json()) as { value: T }).value;
}

async function simPost(page: Page, path: string, data: unknown): Promise<void> {
  const response = await page.request.post(`${SIM}/__sim/${path}`, { data });
  expect(response.ok(), `POST /__sim/${path}`).toBeTruthy();
}

const ledger = (page: Page, username: string, limit = 1) => sim<Ledger>(page, `ledger?username=${username}&limit=${limit}`);

/** Where an account's ledger stands now: the rows written after this mark are the ones a case moved. */
type Mark = { username: string; lastId: number };

async function mark(page: Page, username: string): Promise<Mark> {
  return { username, lastId: Math.max(0, ...(await ledger(page, username, 200)).transactions.map((row) => row.id)) };
}

/** The rows of these types written since the mark (newest first). */
async function rowsSince(page: Page, since: Mark, typeIds: readonly number[]): Promise<LedgerRow[]> {
  const rows = (await ledger(page, since.username, 200)).transactions.filter((row) => row.id > since.lastId);
  return rows.filter((row) => typeIds.includes(row.typeId));
}

/**
 * Presses `submit` with the next answer of `call` lost, waits until the member is told it failed
 * (an alert in `scope`) and the page is quiet again (whatever it reloads after the failure is
 * drawn), then presses the same button again: a real retry through the UI.
 */
async function submitLoseAndRetry(page: Page, call: string, submit: Locator, scope: Locator): Promise<CallWatch> {
  const watch = await loseNextAnswer(page, call);
  const calls = followCalls(page);
  await submit.click();
  await watch.lost;
  await expect(scope.getByRole('alert').first(), 'the member is told the request failed').toBeVisible();
  await calls.settled();
  await expect(submit, 'the same action is offered again for the retry').toBeEnabled();
  await submit.click();
  return watch;
}

/** The retry reached the server (so the server, not the browser, decided it moves nothing). */
function expectRetryReachedServer(watch: CallWatch): void {
  expect(watch.reached, 'requests that reached the server: the lost one and the retry').toBe(2);
}

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });
const money = (amount: number) => `₱${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await settleSessionNotices(page);
});

test.describe('member (demo01)', () => {
  test('wallet transfer, recall all, deposit, withdraw and transfer to upline: a retry after a lost answer moves the money once', async ({ page }) => {
    await simPost(page, 'turnover/waive', { username: 'demo01' });
    await logIn(page);
    const main = page.getByRole('main');

    await test.step('transfer main → vendor wallet', async () => {
      const since = await mark(page, 'demo01');
      await page.goto('/member/transferFund');
      await expect(page.getByLabel('Main wallet: ₱11,875.17')).toBeVisible();
      const form = page.getByRole('form', { name: 'Transfer' });
      await form.getByLabel('Amount').fill('100');
      const watch = await submitLoseAndRetry(page, 'GCS_walletTransfer', form.getByRole('button', { name: 'Transfer' }), form);
      await expect(main.getByRole('status').filter({ hasText: '₱100.00' })).toBeVisible();
      expectRetryReachedServer(watch);
      await expect(page.getByLabel('Main wallet: ₱11,775.17')).toBeVisible();
      const rows = await rowsSince(page, since, [TX.transferIn, TX.transferOut]);
      expect(rows.map((row) => row.typeId).sort(), 'one transfer: one row out of main, one into the vendor wallet').toEqual([TX.transferIn, TX.transferOut]);
    });

    await test.step('recall all to the main wallet', async () => {
      const before = await ledger(page, 'demo01');
      const vendorWallets = before.wallets.filter((wallet) => wallet.accountTypeId !== 1 && wallet.balance > 0);
      const recalled = vendorWallets.reduce((sum, wallet) => sum + wallet.balance, 0);
      const since = await mark(page, 'demo01');
      const watch = await submitLoseAndRetry(page, 'GCS_walletReturn', main.getByRole('button', { name: 'Recall all to main wallet' }), main);
      await expect(main.getByRole('status').filter({ hasText: money(recalled) })).toBeVisible();
      expectRetryReachedServer(watch);
      await expect(page.getByLabel('Main wallet: ₱12,345.67')).toBeVisible();
      const out = await rowsSince(page, since, [TX.transferOut]);
      expect(out.map((row) => row.accountTypeId).sort(), 'each vendor wallet emptied once').toEqual(vendorWallets.map((wallet) => wallet.accountTypeId).sort());
    });

    await test.step('deposit order', async () => {
      const before = (await sim<{ deposits: { orderNo: string }[] }>(page, 'orders?username=demo01')).deposits;
      await memberMenu(page).getByRole('link', { name: 'Deposit', exact: true }).click();
      const form = page.getByRole('form', { name: 'Deposit' });
      await form.getByRole('radio', { name: 'Bank transfer' }).check();
      await form.getByRole('radio', { name: /BDO/ }).check();
      await form.getByLabel('Amount').fill('1000');
      const watch = await submitLoseAndRetry(page, 'PCS_deposit', form.getByRole('button', { name: 'Deposit' }), form);
      const order = main.getByRole('region', { name: 'Your deposit order' });
      await expect(order).toContainText('₱1,000.00');
      expectRetryReachedServer(watch);
      const after = (await sim<{ deposits: { orderNo: string; amount: number }[] }>(page, 'orders?username=demo01')).deposits;
      const created = after.filter((deposit) => !before.some((old) => old.orderNo === deposit.orderNo));
      expect(created.map((deposit) => deposit.amount), 'one deposit order').toEqual([1000]);
      await expect(order).toContainText(created[0]?.orderNo ?? 'none');
    });

    await test.step('withdrawal', async () => {
      const before = (await sim<{ withdrawals: { orderNo: string }[] }>(page, 'orders?username=demo01')).withdrawals;
      const since = await mark(page, 'demo01');
      await memberMenu(page).getByRole('link', { name: 'Withdraw', exact: true }).click();
      const form = page.getByRole('form', { name: 'Request a withdrawal' });
      const payTo = form.getByRole('combobox', { name: 'Pay out to' });
      const bdo = (await payTo.locator('option', { hasText: 'BDO' }).first().textContent()) ?? '';
      await payTo.selectOption({ label: bdo.trim() });
      await form.getByLabel('Amount').fill('500');
      await form.getByLabel('Withdrawal password').fill('135790');
      const watch = await submitLoseAndRetry(page, 'PCS_withdraw', form.getByRole('button', { name: 'Withdraw' }), form);
      await expect(form.getByRole('status').filter({ hasText: '₱500.00' })).toBeVisible();
      expectRetryReachedServer(watch);
      await expect(headerBalance(page)).toContainText('₱11,845.67');
      const after = (await sim<{ withdrawals: { orderNo: string; amount: number }[] }>(page, 'orders?username=demo01')).withdrawals;
      expect(after.filter((order) => !before.some((old) => old.orderNo === order.orderNo)).map((order) => order.amount), 'one withdrawal order').toEqual([500]);
      expect(await rowsSince(page, since, [TX.withdrawal]), 'one withdrawal row').toHaveLength(1);
    });

    await test.step('transfer to upline (agent01)', async () => {
      const since = { member: await mark(page, 'demo01'), upline: await mark(page, 'agent01') };
      await memberMenu(page).getByRole('link', { name: 'Transfer to upline', exact: true }).click();
      const form = page.getByRole('form', { name: 'Transfer to upline' });
      await expect(form).toContainText('agent01');
      await form.getByLabel('Amount').fill('250.50');
      await form.getByLabel('Withdrawal password').fill('135790');
      await form.getByLabel('Remark').fill('Lost answer e2e');
      const watch = await submitLoseAndRetry(page, 'MCS2_transferUpline', form.getByRole('button', { name: 'Transfer to upline' }), form);
      await expect(main.getByRole('status').filter({ hasText: '₱250.50' })).toBeVisible();
      expectRetryReachedServer(watch);
      await expect(page.getByRole('region', { name: 'Transfers to upline' }).getByRole('row', { name: /Lost answer e2e/ })).toHaveCount(1);
      expect(await rowsSince(page, since.member, [TX.toUpline]), 'one row out of demo01').toHaveLength(1);
      expect(await rowsSince(page, since.upline, [TX.fromDownline]), 'one row into agent01').toHaveLength(1);
      await expect(headerBalance(page)).toContainText('₱11,595.17');
    });
  });

  test('points mall: a redeem and a convert retried after a lost answer take the points once', async ({ page }) => {
    await logIn(page);
    await page.goto('/pointMall');
    const main = page.getByRole('main');
    const points = (value: number) => main.getByText(`${value} points`, { exact: true });
    await expect(points(1280)).toBeVisible();

    let redeemed = 0;
    await test.step('redeem the ₱50 bonus (500 points)', async () => {
      type Redeems = { list: { orderNo: string; rewardId: number }[] };
      const before = (await sim<Redeems>(page, 'points/redeems?username=demo01')).list;
      await main.getByRole('button', { name: 'Redeem ₱50 bonus' }).click();
      const dialog = page.getByRole('dialog', { name: 'Redeem ₱50 bonus' });
      await dialog.getByLabel('Withdrawal password').fill('135790');
      const watch = await submitLoseAndRetry(page, 'MCS2_redeemPointReward', dialog.getByRole('button', { name: 'Confirm redeem' }), dialog);
      await expect(dialog).toBeHidden();
      await expect(main.getByRole('status').filter({ hasText: '₱50 bonus' })).toBeVisible();
      expectRetryReachedServer(watch);
      const created = (await sim<Redeems>(page, 'points/redeems?username=demo01')).list.filter((order) => !before.some((old) => old.orderNo === order.orderNo));
      redeemed = created.length;
      // Soft: the convert below still runs and reports when this case fails.
      expect.soft(created.map((order) => order.rewardId), 'one redeem order').toEqual([301]);
      await expect.soft(points(780), '500 points taken once').toBeVisible();
    });

    await test.step('convert 100 points (₱1.20 at VIP 3)', async () => {
      const since = await mark(page, 'demo01');
      const start = 1280 - 500 * redeemed;
      await expect(points(start)).toBeVisible();
      const form = main.getByRole('form', { name: 'Convert points' });
      await form.getByLabel('Points to convert').fill('100');
      await form.getByLabel('Withdrawal password').fill('135790');
      const watch = await submitLoseAndRetry(page, 'MCS2_convertPoint', form.getByRole('button', { name: 'Convert points' }), form);
      await expect(main.getByRole('status').filter({ hasText: '₱1.20' })).toBeVisible();
      expectRetryReachedServer(watch);
      expect.soft(await rowsSince(page, since, [TX.pointsConvert]), 'one convert row').toHaveLength(1);
      await expect.soft(points(start - 100), '100 points taken once').toBeVisible();
      await expect(headerBalance(page), '₱1.20 paid once').toContainText('₱12,346.87');
    });
  });

  test('missions: a claim retried after a lost answer pays once, and the refreshed list puts no other Claim button under the pointer', async ({ page }) => {
    await logIn(page);
    const since = await mark(page, 'demo01');
    await page.goto('/member/missionLeaderboard');
    const main = page.getByRole('main');
    const daily = main.getByRole('listitem', { name: 'Daily bettor' });
    const slots = main.getByRole('listitem', { name: 'Slots spinner' });
    const claim = daily.getByRole('button', { name: 'Claim ₱10.00' });
    const nextClaim = slots.getByRole('button', { name: 'Claim ₱20.00' });
    await expect(nextClaim).toBeVisible();
    await claim.scrollIntoViewIfNeeded();
    const box = await claim.boundingBox();
    expect(box).not.toBeNull();
    const pointer = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };

    const watch = await loseNextAnswer(page, 'MCSFE_claimMissionReward');
    const calls = followCalls(page);
    await page.mouse.click(pointer.x, pointer.y);
    await watch.lost;
    await expect(daily.getByRole('alert'), 'the member is told the claim failed').toBeVisible();
    // The list the failure reloads (if it does) is drawn: where is what now?
    await calls.settled();

    // Where the member pressed is still this mission's own Claim (or no button), never another mission's.
    const under = await page.evaluate(({ x, y }) => {
      const button = document.elementFromPoint(x, y)?.closest('button');
      return button ? { mission: button.closest('li[aria-labelledby]')?.querySelector('h3')?.textContent ?? '', text: button.textContent ?? '' } : null;
    }, pointer);
    expect([null, { mission: 'Daily bettor', text: 'Claim ₱10.00' }], 'under the pointer after the refresh: no button, or this mission\'s own Claim').toContainEqual(under);
    const nextBox = await nextClaim.boundingBox();
    const covers = (b: typeof nextBox) => b !== null && pointer.x >= b.x && pointer.x <= b.x + b.width && pointer.y >= b.y && pointer.y <= b.y + b.height;
    expect(covers(nextBox), 'the next mission\'s Claim moved under the pointer').toBe(false);

    // The retry: the same mission's Claim again (its success shows on the page or in the card).
    await expect(claim, 'the same Claim is offered again for the retry').toBeEnabled();
    await claim.click();
    await expect(main.getByRole('status').filter({ hasText: '₱10.00' })).toBeVisible();
    expectRetryReachedServer(watch);
    await expect(daily.getByText('Reward received', { exact: true })).toBeVisible();
    await expect(slots.getByText('Ready to claim', { exact: true })).toBeVisible();
    const paid = await rowsSince(page, since, [TX.bonus]);
    expect(paid.map((row) => `${row.remark} ${money(row.amount)}`), 'paid once, and only this mission').toEqual(['Mission reward: Daily bettor ₱10.00']);
  });

  test('promotions and reward centre: a bonus claim, an application, a join and a voucher claim retried after a lost answer count once', async ({ page }) => {
    // Daily reload 10% (JOIN) back to open for demo01, to join in the reward centre.
    await simPost(page, 'promotions/status', { username: 'demo01', promotionId: 1202, status: null });
    await logIn(page);
    const main = page.getByRole('main');

    await test.step('claim the Birthday gift bonus on its /promotions card', async () => {
      const since = await mark(page, 'demo01');
      await page.goto('/promotions');
      const card = main.getByRole('listitem').filter({ hasText: 'Birthday gift' });
      const watch = await submitLoseAndRetry(page, 'MCSFE_claimPromotion', card.getByRole('button', { name: 'Claim bonus: Birthday gift' }), card);
      await expect(card.getByRole('status').filter({ hasText: '₱' })).toBeVisible();
      expectRetryReachedServer(watch);
      await expect(card).toContainText('Claimed');
      const paid = await rowsSince(page, since, [TX.bonus]);
      expect(paid.map((row) => row.remark), 'the bonus paid once').toEqual(['Birthday gift']);
    });

    await test.step('apply for the Welcome bonus with a comment and an image', async () => {
      await main.getByRole('link', { name: 'Welcome bonus ₱288' }).click();
      await main.getByRole('button', { name: 'Apply' }).click();
      const form = main.getByRole('form', { name: 'Application' });
      await form.getByRole('textbox', { name: 'Comment' }).fill('My first deposit was today');
      await form.getByLabel('Add an image (1 of 3)').setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: PNG });
      await expect(form.getByRole('img', { name: 'Preview: Image 1' })).toBeVisible();
      const watch = await submitLoseAndRetry(page, 'MCSFE_applyPromotion', form.getByRole('button', { name: 'Send application' }), form);
      await expect(main.getByRole('status').filter({ hasText: 'Application sent.' })).toBeVisible();
      expectRetryReachedServer(watch);
      await expect(main.getByRole('region', { name: 'My application' }).getByText('Applying')).toBeVisible();
      const applications = (await sim<{ list: { promotionId: number }[] }>(page, 'promotions/applications?username=demo01&status=APPLYING')).list;
      expect(applications.filter((application) => application.promotionId === 1201), 'one application').toHaveLength(1);
    });

    await test.step('join Daily reload 10% in the reward centre', async () => {
      await page.goto('/member/rewardCenter');
      const card = main.getByRole('region', { name: 'Promotions for me' }).getByRole('listitem').filter({ hasText: 'Daily reload 10%' });
      const watch = await submitLoseAndRetry(page, 'MCSFE_joinPromotion', card.getByRole('button', { name: 'Join: Daily reload 10%' }), card);
      await expect(card.getByRole('status').filter({ hasText: /joined/i })).toBeVisible();
      expectRetryReachedServer(watch);
      await expect(card.getByText('Joined', { exact: true })).toBeVisible();
    });

    await test.step('claim the ₱50 bonus voucher in the reward centre', async () => {
      const since = await mark(page, 'demo01');
      const tickets = main.getByRole('region', { name: 'Tickets to claim' });
      const ticket = tickets.getByRole('listitem').filter({ hasText: '₱50 bonus voucher' });
      const watch = await submitLoseAndRetry(page, 'MCS2_claimRafflePromotion', ticket.getByRole('button', { name: 'Claim ₱50 bonus voucher' }), ticket);
      await expect(tickets.getByRole('status').filter({ hasText: '₱50.00' })).toBeVisible();
      expectRetryReachedServer(watch);
      const paid = await rowsSince(page, since, [TX.bonus]);
      expect(paid.map((row) => `${row.remark} ${money(row.amount)}`), 'the voucher paid once').toEqual(['₱50 bonus voucher ₱50.00']);
      const history = main.getByRole('region', { name: 'Claim history' });
      await expect(history.getByRole('row').filter({ hasText: '₱50 bonus voucher' })).toHaveCount(1);
    });
  });
});

test.describe('agent centre', () => {
  test('agent01 transfers to a downline: a retry after a lost answer moves the money once', async ({ page }) => {
    await agentLogIn(page);
    const since = { agent: await mark(page, 'agent01'), downline: await mark(page, 'agent03') };
    await page.goto('/agentHome/downlineManagmentView?account=agent03');
    await page.getByRole('button', { name: 'Transfer to agent03' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer to agent03' });
    const form = dialog.getByRole('form', { name: 'Transfer to downline' });
    await form.getByLabel('Amount').fill('25.50');
    await form.getByLabel('Withdrawal password').fill('135790');
    const watch = await submitLoseAndRetry(page, 'MCS2_transferDownline', form.getByRole('button', { name: 'Transfer' }), form);
    await expect(dialog.getByRole('status')).toContainText('₱25.50 sent to agent03');
    expectRetryReachedServer(watch);
    expect(await rowsSince(page, since.agent, [TX.toDownline]), 'one row out of agent01').toHaveLength(1);
    expect(await rowsSince(page, since.downline, [TX.fromUpline]), 'one row into agent03').toHaveLength(1);
  });

  test('ta102 transfers to its upline and accepts the dividend offer of agent01: retries after lost answers count once', async ({ page }) => {
    await agentLogIn(page, 'ta102', 'Team@2026');

    await test.step('transfer to upline (agent01)', async () => {
      const since = { agent: await mark(page, 'ta102'), upline: await mark(page, 'agent01') };
      await agentMenu(page).getByRole('link', { name: 'Transfer to upline' }).click();
      const form = page.getByRole('form', { name: 'Transfer to upline' });
      await expect(form.getByText(/To .*agent01/)).toBeVisible();
      await form.getByLabel('Amount').fill('25');
      await form.getByLabel('Withdrawal password').fill('135790');
      const watch = await submitLoseAndRetry(page, 'MCS2_transferUpline', form.getByRole('button', { name: 'Transfer' }), form);
      await expect(page.getByRole('status').filter({ hasText: '₱25.00' })).toBeVisible();
      expectRetryReachedServer(watch);
      expect(await rowsSince(page, since.agent, [TX.toUpline]), 'one row out of ta102').toHaveLength(1);
      expect(await rowsSince(page, since.upline, [TX.fromDownline]), 'one row into agent01').toHaveLength(1);
    });

    await test.step('accept the weekly dividend offer', async () => {
      await agentMenu(page).getByRole('link', { name: 'Dividend' }).click();
      const offer = page.getByRole('article', { name: 'Offer from agent01' });
      await offer.getByRole('button', { name: 'Accept' }).click();
      const confirm = page.getByRole('dialog', { name: 'Accept the offer' });
      const watch = await submitLoseAndRetry(page, 'MCS2_processDividendReq', confirm.getByRole('button', { name: 'Accept' }), confirm);
      await expect(confirm, 'the retry is answered as the lost request was: accepted').toBeHidden();
      expectRetryReachedServer(watch);
      await expect(page.getByRole('region', { name: 'My contract' }).getByRole('article').getByText('Signed', { exact: true })).toBeVisible();
      type Contracts = { contracts: { kind: string; status: string; uplineAccount: string; downlineAccount: string }[] };
      const mine = (await sim<Contracts>(page, 'contracts?username=ta102')).contracts.filter((contract) => contract.kind === 'DIVIDEND' && contract.downlineAccount === 'ta102');
      expect(mine.map((contract) => `${contract.uplineAccount} ${contract.status}`), 'one signed dividend contract').toEqual(['agent01 A']);
    });
  });
});
