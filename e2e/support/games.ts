import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { SIM } from './helpers';

export type SimGame = { nodeId: number; displayName: string; vassalage: string; gameType: string; gameCode: string };

/** GCSGAME_gameList straight from the simulator, to know what the client should show. */
export async function simGameList(
  request: APIRequestContext,
  query: { gameType: string; vassalage?: string; pageNo: number; pageSize: number; keyword?: string },
): Promise<{ games: SimGame[]; total: number }> {
  const params = new URLSearchParams({ merchant: 'GP01', language: 'EN', vassalage: '', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const response = await request.get(`${SIM}/wps/relay/GCSGAME_gameList?${params.toString()}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: { games: SimGame[]; total: number } }).value;
}

export function gameList(page: Page): Locator {
  return page.getByRole('list', { name: 'Games', exact: true });
}

export function gameCard(page: Page, name: string): Locator {
  return gameList(page).getByRole('article', { name, exact: true });
}

/** The header shows the wallet balance of a signed-in member. */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** Starts a trial account through the login dialog's "Free play". */
export async function logInAsTrial(page: Page): Promise<void> {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Free play' }).click();
  await expect(dialog).toBeHidden();
}

export function gameFrame(page: Page, title: string): FrameLocator {
  return page.frameLocator(`iframe[title="${title}"]`);
}

/** The simulator's demo game page: the first spin of a session wins 35 on a bet of 10 (net +25). */
export async function spinAndWin(frame: FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: 'Spin (bet 10)' }).click();
  await expect(frame.getByRole('status')).toContainText('You won');
}
