// Signing in for the benchmarks (plain ESM: they run under plain Node). The e2e tests' own
// helpers are TypeScript (e2e/support/helpers.ts logIn, e2e/support/session.ts).

/** Session-storage flags of the once-per-session notices (e2e/support/session.ts SESSION_NOTICE_FLAGS). */
const SESSION_NOTICE_FLAGS = ['disclaimerAccepted', 'popupsClosed:anonymous', 'popupsClosed:user'];

/** Marks the first-visit disclaimer and the pop-ups as seen for every page `page` opens, so they cover nothing. */
export async function settleSessionNotices(page) {
  await page.addInitScript((flags) => {
    for (const flag of flags) window.sessionStorage.setItem(flag, '1');
  }, SESSION_NOTICE_FLAGS);
}

/** Signs demo01 in through the player login dialog on /login, as the e2e tests do. */
export async function memberSignIn(page, shell) {
  await page.goto(`${shell}/login`, { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo01');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
