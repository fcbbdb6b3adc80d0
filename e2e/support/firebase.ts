import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { firebaseSources } from '../../scripts/security-headers.mjs';

/** Firebase's Authentication emulator, started beside the simulator by the e2e webServer (FIREBASE_EMULATOR=1). */
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-gp';
const SHELL = 'http://localhost:3000';

/** The `firebase` block an operator puts in runtime-config.json, pointed at the emulator. */
export const EMULATOR_FIREBASE_CONFIG = { apiKey: 'demo-api-key', authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT, emulatorUrl: AUTH_EMULATOR };

const GAPI_STUB = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gapi-iframes-stub.js');

function withSources(policy: string, sources: { script: string[]; frame: string[]; connect: string[] }): string {
  const extra: Record<string, string[]> = { 'script-src': sources.script, 'frame-src': sources.frame, 'connect-src': sources.connect };
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      return extra[name] ? `${directive.trim()} ${extra[name].join(' ')}` : directive.trim();
    })
    .join('; ');
}

/**
 * Serves this test's pages the runtime config with a `firebase` block (and `extra`), with the
 * Content-Security-Policy the servers send for such a config (scripts/security-headers.mjs
 * firebaseSources: still enforced, and the suite fails on a violation). The browser has no
 * network: Google's `gapi` loader, which the SDK's pop-up flow and the emulator's helper iframe
 * load from apis.google.com, is stood in for by support/gapi-iframes-stub.js, and the fonts and
 * styles of the emulator's sign-in page are left empty.
 */
export async function useFirebase(context: BrowserContext, extra: Record<string, unknown> = {}): Promise<void> {
  const firebase = { ...EMULATOR_FIREBASE_CONFIG, ...extra };
  const sources = firebaseSources(firebase);
  // Chromium's Local Network Access: the page (and the SDK's helper iframe) calls the emulator on
  // 127.0.0.1, which a headless browser refuses unless the permission is granted. Its name
  // changed between Chromium versions: each is tried.
  for (const permission of ['local-network-access', 'loopback-network', 'local-network']) {
    await context.grantPermissions([permission]).catch(() => undefined);
  }
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ path: GAPI_STUB, contentType: 'text/javascript' }));
  await context.route(/^https:\/\/(fonts\.googleapis\.com|unpkg\.com)\//, (route) => route.fulfill({ status: 200, body: '' }));
  await context.route(
    (url) => url.origin === SHELL,
    async (route) => {
      const request = route.request();
      const isConfig = new URL(request.url()).pathname === '/runtime-config.json';
      if (!isConfig && request.resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      if (isConfig) return route.fulfill({ response, json: { ...((await response.json()) as object), firebase } });
      const headers = response.headers();
      const policy = headers['content-security-policy'];
      return route.fulfill({ response, headers: policy ? { ...headers, 'content-security-policy': withSources(policy, sources) } : headers });
    },
  );
}

type VerificationCode = { phoneNumber: string; code: string; sessionInfo: string };

/** The last code the emulator "sent" to a number (its REST API: /emulator/v1/projects/…/verificationCodes). */
export async function emulatorPhoneCode(page: Page, phoneNumber: string): Promise<string> {
  const response = await page.request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/verificationCodes`);
  expect(response.ok(), 'the Firebase Authentication emulator answers (e2e webServer: FIREBASE_EMULATOR=1)').toBe(true);
  const { verificationCodes } = (await response.json()) as { verificationCodes: VerificationCode[] };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  expect(code, `a code sent to ${phoneNumber}`).toBeTruthy();
  return code ?? '';
}

/** Empties the emulator's accounts and codes (a test starts from none). */
export async function resetAuthEmulator(page: Page): Promise<void> {
  const response = await page.request.delete(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`);
  expect(response.ok(), 'the Firebase Authentication emulator answers (e2e webServer: FIREBASE_EMULATOR=1)').toBe(true);
}

/**
 * The emulator's sign-in page in the provider's pop-up: a new account with this email (or
 * generated details), signed in.
 */
export async function signInOnEmulatorPage(popup: Page, email?: string): Promise<void> {
  await popup.getByText('Add new account').click();
  if (email) await popup.locator('#email-input').fill(email);
  else await popup.getByRole('button', { name: 'Auto-generate user information' }).click();
  await popup.getByRole('button', { name: /Sign in with/ }).click();
}
