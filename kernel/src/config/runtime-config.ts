import * as v from 'valibot';
import { REMOTE_NAMES } from '../contracts/federation';
import { COMPLETE_LANGUAGES } from '../i18n/languages';

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));

type PublicKeyJwk = JsonWebKey & { kid?: string };

const publicKeyJwkSchema = v.custom<PublicKeyJwk>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublicKeyJwk).kty === 'string' &&
    ['undefined', 'string'].includes(typeof (value as PublicKeyJwk).kid),
  'Expected a public JWK with kty (and an optional string kid)',
);

const configObject = v.object({
  apiBaseUrl: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
    '',
  ),
  merchantCode: v.pipe(v.string(), v.minLength(1)),
  platform: v.optional(v.string(), 'W'),
  clientType: v.optional(v.string(), 'WEB'),
  device: v.optional(v.string(), 'WEB'),
  /**
   * The languages the site offers in its pickers, each complete (the registry's `complete`),
   * in the pickers' order; every complete language by default. `defaultLanguage` must be one.
   */
  languages: v.optional(v.pipe(v.array(v.picklist(COMPLETE_LANGUAGES)), v.minLength(1)), () => [...COMPLETE_LANGUAGES]),
  defaultLanguage: v.optional(v.picklist(COMPLETE_LANGUAGES), 'EN'),
  /** `?lang=XX` shows the pseudo-locale (tests of clipped text only; never offered in the pickers). */
  pseudoLocale: v.optional(v.boolean(), false),
  requestTimeoutMs: v.optional(positiveInt, 15_000),
  chunkTimeoutMs: v.optional(positiveInt, 120_000),
  /**
   * Where the shell reports each remote's loads, load failures and render errors by release (a
   * POST of counts; issue 25, canary releases). Absent: nothing is reported.
   */
  metricsUrl: v.optional(v.pipe(v.string(), v.minLength(1))),
  defaultWeakPassword: v.string(),
  currencySymbol: v.optional(v.pipe(v.string(), v.minLength(1)), '₱'),
  encryption: v.object({ publicKeyJwk: publicKeyJwkSchema }),
  /**
   * Origins whose plain-http URLs the client may still open, navigate to or frame (development,
   * the simulator's demo pages). Everything else from a server must be https (safeUrl).
   */
  localOrigins: v.optional(v.array(v.pipe(v.string(), v.url())), []),
  /**
   * Chunks from a CDN (issue 25): per remote, the base URL (http or https, ending in `/`) of an
   * origin serving the same files as the remote's own origin. The manifest stays on the remote's
   * origin (remotes.json); its remote entry and chunks load from the CDN, at the same path, and
   * from the remote's origin again when the CDN fails. A remote not named here loads everything
   * from its origin. The shell's CSP allows these origins (scripts/security-headers.mjs).
   */
  cdn: v.optional(
    v.object(
      Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/]+(\/[^?#]*)?\/$/, 'A CDN base URL is http(s) and ends with /')))]),
      ) as Record<(typeof REMOTE_NAMES)[number], v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>, v.RegexAction<string, string>]>, undefined>>,
    ),
    {},
  ),
  /** The site's time zone (IANA name): record times and day ranges of the member centre. */
  siteTimeZone: v.optional(v.pipe(v.string(), v.minLength(1)), 'Asia/Manila'),
  /** Minutes a member has to answer for a paid-out withdrawal before it counts as received (SPEC §4). */
  withdrawConfirmMinutes: v.optional(positiveInt, 30),
  /**
   * How long a minute of the session-time reminder lasts, in ms (default 60000). Only tests change
   * it, to see a reminder of N minutes after N × this many ms.
   */
  sessionReminderMinuteMs: v.optional(positiveInt, 60_000),
  /**
   * The live balance (Server-Sent Events, docs/api-contract.md "Live balance"): `ticketPath` is an
   * authenticated call answering a short-lived single-use ticket, `streamUrl` the stream (a path
   * joined to `apiBaseUrl`, or an absolute URL; its origin is then allowed by the shell's CSP).
   * `enabled: false`, or a back end that does not answer them, leaves the balance to its refreshes.
   */
  balanceStream: v.optional(
    v.object({
      enabled: v.optional(v.boolean(), true),
      ticketPath: v.optional(v.pipe(v.string(), v.startsWith('/')), '/wps/v2/wallets/stream/ticket'),
      streamUrl: v.optional(v.pipe(v.string(), v.minLength(1)), '/wps/v2/wallets/stream'),
    }),
    {},
  ),
  /**
   * The operator's Firebase web config (social login, phone verification). Passed through as it
   * is: the auth kit owns its schema and reads it (`readFirebaseConfig`), so the kernel's surface
   * does not grow. Absent: no provider.
   */
  firebase: v.optional(v.unknown()),
});

export const runtimeConfigSchema = v.pipe(
  configObject,
  v.forward(
    v.check((config) => config.languages.includes(config.defaultLanguage), 'defaultLanguage must be one of languages'),
    ['defaultLanguage'],
  ),
);

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;
export type RuntimeConfigInput = v.InferInput<typeof runtimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG_URL = '/runtime-config.json';

let current: RuntimeConfig | null = null;

/** Validates, applies defaults and stores the config; returns what was stored. */
export function setRuntimeConfig(input: RuntimeConfigInput): RuntimeConfig {
  const result = v.safeParse(runtimeConfigSchema, input);
  if (!result.success) {
    throw new Error(`Invalid runtime config:\n${v.summarize(result.issues)}`);
  }
  current = result.output;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error(
      'Runtime config is not loaded: call loadRuntimeConfig() (or setRuntimeConfig()) before using shared.',
    );
  }
  return current;
}

/** For code that has a sensible fallback when the config is not loaded yet. */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}

declare global {
  interface Window {
    /**
     * Requests started before the app's scripts ran, by URL: the runtime files (index.html) and
     * the start-up API calls (the shell's entry). Each answer is taken once.
     */
    __gpBootFetches?: Record<string, Promise<Response> | undefined>;
  }
}

/** The early answer for this URL, if one was started and not taken yet. */
export function takeBootResponse(url: string): Promise<Response> | undefined {
  const fetches = typeof window === 'undefined' ? undefined : window.__gpBootFetches;
  const early = fetches?.[url];
  if (early && fetches) delete fetches[url];
  return early;
}

/**
 * The response of a request index.html already sent for this URL (taken once), else a new
 * `fetch`. The runtime files are then downloaded beside the app's scripts instead of after them.
 */
export function bootFetch(url: string, init: RequestInit): Promise<Response> {
  return takeBootResponse(url) ?? fetch(url, init);
}

export async function loadRuntimeConfig(url = DEFAULT_RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const response = await bootFetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`Runtime config ${url}: HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`Runtime config ${url} is not valid JSON`);
  }
  return setRuntimeConfig(json as RuntimeConfigInput);
}
