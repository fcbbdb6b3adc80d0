import fs from 'node:fs';

/**
 * Debian's Chromium by default (Playwright cannot download browsers here). Override with
 * CHROMIUM_PATH; set it to an empty string to use Playwright's own browser where one is installed.
 */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv !== undefined) return fromEnv === '' ? undefined : fromEnv;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));
}
