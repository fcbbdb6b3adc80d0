import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { memberScreenshot } from '../support/member';
import { expect, type Page, test } from '../support/test';

// A 2×2 png; the jpeg is drawn by the browser itself. The simulator checks the bytes as well as the type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

async function jpegOf(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4;
    canvas.height = 3;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#d4af37';
      context.fillRect(0, 0, 4, 3);
    }
    return canvas.toDataURL('image/jpeg');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('a guest opens a promotion and is asked to log in to apply', async ({ page }) => {
  await page.goto('/promotions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(main.getByRole('region', { name: 'New members' })).toBeVisible();
  await expect(main.getByText('Coming soon')).toBeVisible();
  await main.getByRole('link', { name: 'Welcome bonus ₱288' }).click();
  await expect(page).toHaveURL(/\/promotions\/1201$/);
  await expect(main.getByRole('heading', { name: 'Welcome bonus ₱288', level: 1 })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Rules' }).getByRole('listitem').first()).toBeVisible();
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member applies with a comment and two images, the operator approves, the status becomes issued and the reward centre shows it', async ({ page }) => {
  await logIn(page);
  await page.goto('/promotions/1201');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Apply' }).click();
  const form = main.getByRole('form', { name: 'Application' });
  await form.getByRole('textbox', { name: 'Comment' }).fill('My first deposit was today');
  await form.getByLabel('Add an image (1 of 3)').setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Preview: Image 1' })).toBeVisible();
  await form.getByLabel('Add an image (2 of 3)').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page) });
  await expect(form.getByRole('img', { name: 'Preview: Image 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(main.getByText('Application sent. We will review it soon.')).toBeVisible();
  const mine = main.getByRole('region', { name: 'My application' });
  await expect(mine.getByText('Applying')).toBeVisible();
  await expect(mine.getByRole('img')).toHaveCount(2);
  await expect(mine.getByRole('img', { name: 'Image 2 of my application' })).toHaveJSProperty('naturalWidth', 4);
  // The images come back from the simulator's store.
  await expect(mine.getByRole('img', { name: 'Image 1 of my application' })).toHaveJSProperty('complete', true);
  expect(await mine.getByRole('img', { name: 'Image 1 of my application' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  const pending = await (await page.request.get(`${SIM}/__sim/promotions/applications?username=demo01&status=APPLYING`)).json();
  const application = (pending.value.list as { id: number; promotionId: number }[]).find((item) => item.promotionId === 1201);
  expect(application).toBeDefined();
  expect((await page.request.post(`${SIM}/__sim/promotions/applications/${application?.id}/approve`)).ok()).toBeTruthy();

  await page.reload();
  await expect(main.getByRole('heading', { name: 'Welcome bonus ₱288', level: 1 })).toBeVisible();
  await expect(main.getByText('Issued').first()).toBeVisible();

  await page.goto('/member/rewardCenter');
  const available = main.getByRole('region', { name: 'Promotions for me' });
  // Issued is done: the reward centre no longer offers it among my promotions; the claim history shows it.
  await expect(available.getByText(/to join or claim/)).toBeVisible();
  await expect(available.getByRole('listitem').filter({ hasText: 'Welcome bonus ₱288' })).toHaveCount(0);
  const history = main.getByRole('region', { name: 'Claim history' });
  await expect(history.getByRole('row').filter({ hasText: 'Welcome bonus ₱288' })).toContainText('₱288.00');
});

test('a member claims a bonus right on its /promotions card (one call for a double click); the status follows', async ({ page }, testInfo) => {
  await logIn(page);
  const claims: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /MCSFE_claimPromotion/.test(request.url())) claims.push(request.url());
  });
  await page.goto('/promotions');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Birthday gift' });
  await expect(card).toContainText('Ready to claim');
  await card.getByRole('button', { name: 'Claim bonus: Birthday gift' }).dblclick();
  await expect(card.getByRole('status')).toContainText('was added to your main wallet.');
  await expect(card).toContainText('Claimed');
  await expect(card.getByRole('button')).toHaveCount(0);
  expect(claims).toHaveLength(1);
  await memberScreenshot(page, testInfo, 'promotion-card-claimed');
});

test('a member redeems a points reward and sees it in the redeem history', async ({ page }) => {
  await logIn(page);
  await page.goto('/pointMall');
  const main = page.getByRole('main');
  await expect(main.getByText('1280 points')).toBeVisible();
  await main.getByRole('button', { name: 'Redeem ₱50 bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem ₱50 bonus' });
  await dialog.getByLabel('Withdrawal password').fill('111111');
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(dialog.getByText('The withdrawal password is wrong.')).toBeVisible();
  await dialog.getByLabel('Withdrawal password').fill('135790');
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: '₱50 bonus redeemed' })).toBeVisible();
  await expect(main.getByText('780 points')).toBeVisible();
  await main.getByRole('tab', { name: 'Redeem history' }).click();
  const firstRow = main.getByRole('tabpanel', { name: 'Redeem history' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('₱50 bonus × 1');
  await expect(firstRow).toContainText('In process');
});

test.describe('accessibility and screenshots', () => {
  // axe measures with inline styles, which the policy refuses; the other tests check the policy.
  test.use({ bypassCSP: true });

  for (const width of [360, 1440]) {
    test(`promotions, reward centre and points mall at ${width} px: no serious or critical axe violation`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await logIn(page);
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const main = page.getByRole('main');
      for (const [path, heading] of [
        ['/promotions', 'Promotions'],
        ['/promotions/1206', 'Slots tournament'],
        ['/member/rewardCenter', 'Reward centre'],
        ['/pointMall', 'Points mall'],
      ] as const) {
        await page.goto(path);
        await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(main.getByRole('status', { name: /loading/i })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
        await memberScreenshot(page, testInfo, `${path.replaceAll('/', '_')}-${width}`);
      }
    });
  }
});
