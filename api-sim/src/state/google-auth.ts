import { Secret, TOTP } from 'otpauth';

/**
 * Google authenticator (GA) binding: a TOTP secret per account (RFC 6238: SHA-1, 6 digits,
 * 30 s), as every authenticator app reads it from an otpauth:// URL. Codes follow the real clock
 * (the member's phone does), not the simulator's, and one step either side is accepted.
 */
export const GOOGLE_ISSUER = 'GP01 Gaming';

/** demo01's bound secret: the login's Google verification computes its codes from it. */
export const DEMO_GOOGLE_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const totpOf = (secret: string, account: string) =>
  new TOTP({ issuer: GOOGLE_ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32). */
export const newGoogleSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app scans. */
export const googleOtpauthUrl = (secret: string, account: string): string => totpOf(secret, account).toString();

/** True when `code` is the secret's current 6-digit code (or the one just before or after). */
export function checkGoogleCode(secret: string | null, code: string | undefined, now = Date.now()): boolean {
  if (secret === null || code === undefined || !/^\d{6}$/.test(code)) return false;
  return totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 }) !== null;
}

/** The current code (tests and the control API). */
export const googleCodeOf = (secret: string, now = Date.now()): string => totpOf(secret, '').generate({ timestamp: now });
