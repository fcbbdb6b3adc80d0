import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { navigateInApp, REMOTE_ORIGINS, resetSimulator } from '../support/helpers';
import { settleSessionNotices } from '../support/session';
import { AGENT_PAGES, agentLogIn, agentMenu, agentMenuPages, overflowingBoxes } from '../support/agent';
import { expectNoPageScrollX, memberScreenshot } from '../support/member';

// axe measures with inline styles, which the policy refuses; the other specs check the policy.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await settleSessionNotices(page);
});

/** agent01 has every contract kind; transferUpline is for agents with an upline (agent03). */
const CONTRACT_PAGES = ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'] as const;

for (const width of [360, 1440]) {
  test(`every agent-centre page at ${width} px: its heading, axe, no sideways scroll${width > 360 ? ', and it fits 1280 px' : ''}`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const height = width === 360 ? 780 : 900;
    await page.setViewportSize({ width, height });
    await agentLogIn(page);
    // Every page the menu offers (agent01 has every contract kind), and the contract pages by name.
    if (width === 360) await page.getByRole('button', { name: 'Menu' }).click();
    // Some entries wait for the agent's data (contracts, modules): the menu is read once it offers them all.
    const readMenu = async () => (await agentMenuPages(page)).map(([path]) => path.replace('/agentHome/', ''));
    await expect.poll(readMenu).toEqual(expect.arrayContaining(AGENT_PAGES.map(([id]) => id)));
    const menuPages = await readMenu();
    const headings = new Map<string, string>(AGENT_PAGES);
    // The first page loaded (the drawer closed again), the rest reached in the app, as an agent walks through the menu.
    for (const [index, id] of [...new Set([...menuPages, ...CONTRACT_PAGES])].entries()) {
      if (index === 0) await page.goto(`/agentHome/${id}`);
      else await navigateInApp(page, `/agentHome/${id}`);
      await expect(page.getByRole('banner')).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).or(main.getByRole('alert')).first()).toBeVisible();
      const heading = headings.get(id);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(main.getByRole('status', { name: /loading/i })).toHaveCount(0);
      if (['deposit', 'withdraw', 'platformMessages'].includes(id)) {
        // mf-member's own page, not its fallback.
        await expect(main.locator('[data-member-page-fallback]')).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(page, `/agentHome/${id} at ${width} px`);
      // Wide tables scroll inside their box, never the page; a screenshot of every route.
      await expectNoPageScrollX(page);
      await memberScreenshot(page, testInfo, `agent-${id}-${width}`);
      if (width > 360) {
        // 1280 px, the narrowest desktop (issue 26): no sideways scrolling, and nothing cut or
        // scrolling inside its box either (at 360 px wide tables scroll in theirs).
        await page.setViewportSize({ width: 1280, height });
        await expectNoPageScrollX(page);
        expect(await overflowingBoxes(page), `/agentHome/${id} at 1280 px`).toEqual([]);
        await memberScreenshot(page, testInfo, `agent-${id}-1280`);
        await page.setViewportSize({ width, height });
      }
    }
  });

  test(`axe: a member-centre page's fallback (mf-member unreachable) at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await agentLogIn(page);
    await page.route(`${REMOTE_ORIGINS.mf_member}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/agentHome/withdraw');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This page could not be loaded.');
    await expect(agentMenu(page).or(page.getByRole('button', { name: 'Menu' })).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `withdraw fallback at ${width} px`);
    await memberScreenshot(page, testInfo, `agent-withdraw-fallback-${width}`);
  });

  test(`axe: transfer to upline and an open contract offer at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await agentLogIn(page, 'agent03', 'Agent@2026');
    await page.goto('/agentHome/transferUpline');
    await expect(page.getByRole('form', { name: 'Transfer to upline' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/agentHome/transferUpline at ${width} px`);
    await memberScreenshot(page, testInfo, `agent-transferUpline-${width}`);

    await page.goto('/agentHome/agentDailyWages2');
    await page.getByRole('region', { name: 'Contracts I gave' }).getByRole('button', { name: 'Offer a contract' }).click();
    await expect(page.getByRole('form', { name: 'Contract offer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `offer dialog at ${width} px`);
    await memberScreenshot(page, testInfo, `agent-offer-dialog-${width}`);
  });
}
