import { expect, test } from '../support/test';
import { logIn, resetSimulator, SIM } from '../support/helpers';
import { settleSessionNotices } from '../support/session';
import { AGENT_PAGES, agentLogIn, agentMenu } from '../support/agent';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await settleSessionNotices(page);
});

test.describe('agent centre frame', () => {
  test('agent01 signs in and lands on the team overview, in the agent layout', async ({ page, browser }) => {
    await agentLogIn(page);
    await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
    const header = page.getByRole('banner');
    await expect(header).toContainText(/GMT[+-]\d{2}:\d{2}/);
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    // The player layout is gone: no side menu of games, no footer.
    await expect(page.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);

    // The clock ticks.
    const time = header.locator('time');
    const first = await time.textContent();
    await expect.poll(() => time.textContent(), { timeout: 5_000 }).not.toBe(first);

    // The menu in PLATFORM-FACTS order.
    const labels = await agentMenu(page).getByRole('link').allTextContents();
    const expected = AGENT_PAGES.map(([, label]) => label as string);
    expect(labels.filter((label) => expected.includes(label))).toEqual(expected);

    // A session handed over in the address (another tab, a back-office link) opens the same page,
    // and the token leaves the address.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const handed = await browser.newPage();
    await settleSessionNotices(handed);
    await handed.goto(`http://localhost:3000/agentHome?token=${encodeURIComponent(token ?? '')}`);
    await expect(handed.getByRole('heading', { level: 1, name: 'Team overview', exact: true })).toBeVisible();
    expect(new URL(handed.url()).pathname + new URL(handed.url()).search).toBe('/agentHome/agentTeamOverview');
    await handed.close();

    // A signed-in agent opening /agent goes to the agent centre.
    await page.goto('/agent');
    await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);

    // Sub-routes are deep-linkable and reloadable.
    await agentMenu(page).getByRole('link', { name: 'Team management' }).click();
    await expect(page).toHaveURL(/\/agentHome\/downlineManagmentView$/);
    await page.reload();
    await expect(agentMenu(page).getByRole('link', { name: 'Team management' })).toHaveAttribute('aria-current', 'page');

    // Logout asks first, then ends on the agent login.
    await header.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('form', { name: 'Agent login' })).toBeVisible();
  });

  test('a member opening /agentHome is sent to /agent', async ({ page }) => {
    await logIn(page);
    await page.goto('/agentHome/agentTeamOverview');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('form', { name: 'Agent login' })).toBeVisible();
  });

  test('a report that fails shows the message and Retry; the layout keeps working; Retry loads it once the server answers', async ({ page }) => {
    await agentLogIn(page);
    const fault = await page.request.post(`${SIM}/__sim/faults`, { data: { path: '/wps/relay/ODSFE2_agentIncome', status: 500 } });
    expect(fault.ok()).toBeTruthy();
    await agentMenu(page).getByRole('link', { name: 'My income' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My income' })).toBeVisible();
    const retry = main.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(main.getByRole('alert').first()).toBeVisible();

    // The header, the clock and the menu keep working.
    await agentMenu(page).getByRole('link', { name: 'Team betting' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Team betting' })).toBeVisible();
    await expect(main.getByRole('table').or(main.getByText('No records.')).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await agentMenu(page).getByRole('link', { name: 'My income' }).click();
    await expect(retry).toBeVisible({ timeout: 15_000 });

    expect((await page.request.delete(`${SIM}/__sim/faults`)).ok()).toBeTruthy();
    await retry.click();
    await expect(main.getByRole('table').or(main.getByText('No records.')).first()).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('at 360 px the menu is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await agentLogIn(page);
    await expect(agentMenu(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(agentMenu(page)).toBeVisible();
    await agentMenu(page).getByRole('link', { name: 'My income' }).click();
    await expect(page).toHaveURL(/\/agentHome\/agentRevenueReport$/);
    await expect(agentMenu(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
  // Every agent page at 360 and 1440 px (its heading, axe, no sideways scroll, a screenshot) and at
  // 1280 px, the narrowest desktop it must fit: agent-a11y.spec walks them.

});
