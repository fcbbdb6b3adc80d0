import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn, navigateInApp, resetSimulator } from '../support/helpers';
import { expectNoPageScrollX, MEMBER_PAGES, memberMenu, memberScreenshot } from '../support/member';

// axe measures with inline styles, which the policy refuses; the other specs check the policy.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

// Every member-centre route at each width, walked as a player would through the app (the first
// one loaded, the rest reached in the app; deep links and reloads are member.spec's): its menu
// entry is the current one, it shows a page (or the error with Retry, never blank), has no
// serious or critical axe violation, does not scroll sideways, and leaves a screenshot.
for (const width of [360, 1440]) {
  test(`every member-centre route at ${width} px: a page, axe, no sideways scroll`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await logIn(page);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const [index, [id, label]] of MEMBER_PAGES.entries()) {
      if (index === 0) await page.goto(`/member/${id}`);
      else await navigateInApp(page, `/member/${id}`);
      const menu = memberMenu(page);
      await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
      const entry = menu.getByRole('link', { name: new RegExp(`^${label}`) });
      if ((await entry.count()) > 0) await expect(entry).toHaveAttribute('aria-current', 'page');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).or(main.getByRole('alert')).first()).toBeVisible();
      // The page's data has arrived (no spinner left) before axe reads it.
      await page.waitForLoadState('networkidle');
      await expect(main.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/member/${id} at ${width} px`);
      await expectNoPageScrollX(page);
      await memberScreenshot(page, testInfo, `member-${id}-${width}`);
    }
  });
}
