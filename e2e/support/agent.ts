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
