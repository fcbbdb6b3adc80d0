import { Secret, TOTP } from 'otpauth';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The member centre's menu entries (mf-member's `pages.*` texts) in PLATFORM-FACTS order, then responsible gambling (issue 24). */
export const MEMBER_PAGES = [
  ['securityCenter', 'My account'],
  ['transferFund', 'Wallet'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdraw'],
  ['transferUpline', 'Transfer to upline'],
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Profit and loss'],
  ['bonusDetails', 'Rebate rates'],
  ['rewardCenter', 'Reward centre'],
  ['referral', 'Invite friends'],
  ['missionLeaderboard', 'Missions'],
  ['messageV2', 'Messages'],
  ['responsibleGambling', 'Responsible gambling'],
] as const;

export function memberMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Member centre' });
}

/**
 * Screenshots of the route walks: on by default where people look at them (a local run), off in
 * CI where nobody does and each full-page capture costs CPU time; E2E_SCREENSHOTS=1 or 0 decides.
 */
export const TAKE_SCREENSHOTS = (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? '0' : '1')) === '1';

/** A screenshot of the page as it is, kept in the report and beside the test's output. */
export async function memberScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** No horizontal scrolling of the page itself (the tab bar scrolls inside its own box). */
export async function expectNoPageScrollX(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** demo01's bound Google authenticator secret in the simulator (api-sim/README.md). */
export const DEMO_GOOGLE_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code an authenticator app shows now for a secret (TOTP, SHA-1, 6 digits, 30 s). */
export function authenticatorCode(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}
