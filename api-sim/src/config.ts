/** Fixed values of the simulated platform. The client's runtime config carries the same ones. */

/** The default weak password (SPEC §9): a login with it makes the client force a password change. */
export const DEFAULT_WEAK_PASSWORD = 'Gp@123456';

export const MERCHANT_CODE = 'GP01';
export const CURRENCY = { code: 'PHP', symbol: '₱' } as const;

/** Seed of every generated value (catalogue, trial names): same seed, same data. */
export const SEED = 20260101;

export const DEFAULT_PORT = 3100;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PUBLIC_URL = `http://localhost:${DEFAULT_PORT}`;

/** The shell's origins: the only ones CORS lets read the API and that may frame the demo pages. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:3000', 'http://127.0.0.1:3000'];

export const TRIAL_BALANCE = 2000;

/** Long-lived, public caching for generated images. */
export const ASSET_CACHE_CONTROL = 'public, max-age=86400';

/** The site's time zone (GMT+8, as the announcements say): day ranges and record times use it. */
export const SITE_TIME_ZONE = 'Asia/Manila';
