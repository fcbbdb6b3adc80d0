import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, resetSimulator } from '../support/helpers';
import { MEMBER_PAGES, memberMenu } from '../support/member';

// axe measures with inline styles, which the policy refuses; the other specs check the policy.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

for (const width of [360, 1440]) {
  test(`axe: no serious or critical violation on any member-centre route at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const [id] of MEMBER_PAGES) {
      await page.goto(`/member/${id}`);
      await expect(memberMenu(page).getByRole('link', { name: 'My account' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).or(main.getByRole('alert')).first()).toBeVisible();
      // The page's data has arrived (no spinner left) before axe reads it.
      await page.waitForLoadState('networkidle');
      await expect(main.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/member/${id} at ${width} px`);
    }
  });
}
