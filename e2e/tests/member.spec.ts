import { expect, test } from '../support/test';
import { logIn, resetSimulator } from '../support/helpers';
import { MEMBER_PAGES, memberMenu } from '../support/member';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('member centre frame', () => {
  test('/member opens my account; the menu lists the pages in order with their badges; sub-routes are deep-linkable and reloadable', async ({ page }) => {
    await logIn(page);
    await page.goto('/member');
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(page.getByRole('region', { name: 'My account' })).toContainText('demo01');

    const menu = memberMenu(page);
    // demo01: 3 unread messages, 2 promotions, 2 claimable missions in the simulator.
    await expect(menu.getByRole('link', { name: 'Messages 3 new' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reward centre 2 new' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Missions 2 new' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Wallet' })).toBeVisible();
    // A badge reads as its count (shown) and "<count> new" (for screen readers).
    const labels = (await menu.getByRole('link').allTextContents()).map((text) => text.replace(/(99\+|\d+)\d+ new$/, ''));
    const order = MEMBER_PAGES.map(([, label]) => label as string).filter((label) => labels.includes(label));
    expect(labels).toEqual(order);
    expect(labels.length).toBeGreaterThanOrEqual(12);

    await menu.getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/member\/referral$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('aria-current', 'page');

    // The header's cashier buttons land on their member-centre pages.
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    await expect(memberMenu(page).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  });

  test('a single-wallet site has no wallet page', async ({ page }) => {
    const response = await page.request.post('http://localhost:3100/__sim/money-settings', { data: { isSingle: true } });
    test.skip(!response.ok(), 'the simulator has no money settings yet');
    await logIn(page);
    await page.goto('/member/transferFund');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  });
  // Every route at 360 and 1440 px (menu entry current, a page, no sideways scroll, a screenshot):
  // member-a11y.spec walks them with axe.

});

test('messages: opening an unread message drops the header count at once; a reply shows under Sent', async ({ page }) => {
  await logIn(page);
  await page.goto('/member/messageV2');
  const header = page.getByRole('banner');
  // demo01: 3 unread messages and 2 promotions to join or claim.
  await expect(header.getByRole('link', { name: '5 new messages and promotions' })).toBeVisible();
  const inbox = page.getByRole('list', { name: 'Inbox' });
  await inbox.getByRole('button', { name: /Scheduled maintenance/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduled maintenance' });
  await expect(dialog).toContainText('Some games are under maintenance');
  await expect(header.getByRole('link', { name: '4 new messages and promotions' })).toBeVisible();
  await expect(memberMenu(page).getByRole('link', { name: 'Messages 2 new' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Reply' }).click();
  const reply = page.getByRole('dialog', { name: 'Reply' });
  await expect(reply.getByLabel('Subject')).toHaveValue('Re: Scheduled maintenance');
  await reply.getByLabel('Message').fill('Which games?');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message is sent.' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('list', { name: 'Sent' }).getByRole('button', { name: /Re: Scheduled maintenance/ })).toBeVisible();
});
