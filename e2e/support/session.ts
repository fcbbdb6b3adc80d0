import { expect, type Page } from '@playwright/test';

// helpers.ts imports this file: no import back (no cycle).
const SIM = 'http://localhost:3100';

/** Session-storage flags of the once-per-session notices (shell/src/features/session/atoms/session-notices.ts). */
export const SESSION_NOTICE_FLAGS = ['disclaimerAccepted', 'popupsClosed:anonymous', 'popupsClosed:user'] as const;

/**
 * Marks the first-visit disclaimer as accepted and the pop-up announcements as closed for every
 * page this test opens, for tests about something else that visit the home page.
 */
export async function settleSessionNotices(page: Page): Promise<void> {
  await page.addInitScript((flags) => {
    for (const flag of flags) window.sessionStorage.setItem(flag, '1');
  }, SESSION_NOTICE_FLAGS);
}

async function control(page: Page, path: string, data: unknown): Promise<void> {
  const response = await page.request.post(`${SIM}/__sim/${path}`, { data });
  expect(response.ok(), `POST /__sim/${path}`).toBeTruthy();
}

export const setSystemStatus = (page: Page, status: 0 | 1 | 2) => control(page, 'status', { status });
export const setFeatures = (page: Page, features: Record<string, boolean>) => control(page, 'features', features);
export const setRegisterRules = (page: Page, rules: Record<string, Record<string, unknown>>) => control(page, 'register-settings', rules);

async function controlValue<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${SIM}/__sim/${path}`);
  expect(response.ok(), `GET /__sim/${path}`).toBeTruthy();
  return ((await response.json()) as { value: T }).value;
}

export async function captchaAnswer(page: Page, uuid: string): Promise<string> {
  return (await controlValue<{ answer: string }>(page, `captcha?uuid=${encodeURIComponent(uuid)}`)).answer;
}

export async function lastSmsCode(page: Page, mobile: string): Promise<string> {
  return (await controlValue<{ code: string }>(page, `sms?mobile=${encodeURIComponent(mobile)}`)).code;
}

export async function simState<T>(page: Page): Promise<T> {
  return controlValue<T>(page, 'state');
}

/** Fills the login dialog of /login; the caller clicks. */
export async function fillLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  return dialog;
}
