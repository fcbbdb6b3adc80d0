import { expect, type Page } from '@playwright/test';

/** The agent centre's menu entries (mf-agent's `pages.*` texts) in PLATFORM-FACTS order, contract pages left out. */
export const AGENT_PAGES = [
  ['deposit', 'Deposit'],
  ['withdraw', 'Withdraw'],
  ['agentAnnouncement', 'Announcements'],
  ['agentTeamOverview', 'Team overview'],
  ['registerCenter', 'Register account'],
  ['downlineManagmentView', 'Team management'],
  ['personalHistoryCopy', 'Team betting'],
  ['palStatementsAgentCopy', 'User profit and loss'],
  ['agentRevenueReport', 'My income'],
  ['agentDownlineTransactionDetailsCopy', 'Transaction details'],
  ['platformMessages', 'Platform messages'],
  ['customerService', 'Customer service'],
] as const;

export function agentMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Agent centre' });
}

/** Signs in on /agent and waits for the agent centre. */
export async function agentLogIn(page: Page, username = 'agent01', password = 'Agent@2026'): Promise<void> {
  await page.goto('/agent');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome\//);
}

/** Every agent page the signed-in agent's menu offers (the contract pages included when on), as [path, link name]. */
export async function agentMenuPages(page: Page): Promise<Array<[string, string]>> {
  const links = agentMenu(page).getByRole('link');
  const found: Array<[string, string]> = [];
  for (const link of await links.all()) {
    const href = await link.getAttribute('href');
    const name = (await link.textContent())?.trim() ?? '';
    if (href?.startsWith('/agentHome/')) found.push([href, name]);
  }
  return found;
}

/**
 * Desktop: nothing in the page's main content is wider than its box — no table scrolling sideways
 * inside its frame (a cut last column), no figures sticking out of their card. Returns the
 * offenders (tag, class, how far), so a failure says where.
 */
export async function overflowingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const found: string[] = [];
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const over = element.scrollWidth - element.clientWidth;
      // Wider than its box: a scroll frame (a table to scroll sideways, a cut column) or content sticking out.
      if (over <= 1 || element.clientWidth <= 1 || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) continue;
      if (getComputedStyle(element).display === 'inline') continue;
      found.push(`${element.tagName.toLowerCase()}.${element.className || '(no class)'} +${over}px`);
    }
    return found;
  });
}
