// The browser every e2e test and benchmark runs in. Plain ESM with JSDoc types: the benchmarks
// run under plain Node, the Playwright config imports it too.
import fs from 'node:fs';

/** Headless, offline-friendly flags (no QUIC, background networking or component updates). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium by default (Playwright cannot download browsers here). Override with
 * CHROMIUM_PATH; set it to an empty string to use Playwright's own browser where one is installed.
 * @returns {string | undefined}
 */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv !== undefined) return fromEnv === '' ? undefined : fromEnv;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));
}
