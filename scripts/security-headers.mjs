// The security headers every origin sends, in one place for the Node servers (serve-app.mjs) and
// described identically by deploy/nginx/security-headers.sh for the containers.
import fs from 'node:fs';
import path from 'node:path';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Origins of every URL in a JSON text (remotes.json: the remotes' manifest URLs). */
export function originsIn(text) {
  const origins = new Set();
  for (const [match] of text.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^/"\s]+/gi)) {
    try {
      origins.add(new URL(match).origin);
    } catch {
      // not a URL: not a source
    }
  }
  return [...origins].sort();
}

/** `'self'` plus the given sources, each once, in order. */
const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');

/**
 * Where browsers POST violations: `report-uri`, which Chromium sends at once. Not `report-to`: a
 * policy with it makes Chromium ignore `report-uri` and batch reports up to a minute late.
 */
const reportDirective = (reportUris = []) => (reportUris.length > 0 ? [`report-uri ${list(reportUris)}`] : []);

/**
 * What Firebase Authentication needs when runtime-config.json has a `firebase` block (social
 * login, phone verification): Google's iframe loader (gapi) and reCAPTCHA scripts, the auth
 * domain's helper iframe and pop-up relay, the reCAPTCHA frames, the Identity Toolkit and token
 * APIs; with `emulatorUrl` (tests), the emulator's origin for the API calls and its helper iframe.
 * @param {unknown} firebase the `firebase` block
 * @returns {{ script: string[], frame: string[], connect: string[] }}
 */
export function firebaseSources(firebase) {
  if (typeof firebase !== 'object' || firebase === null) return { script: [], frame: [], connect: [] };
  const { authDomain, emulatorUrl } = /** @type {{ authDomain?: unknown, emulatorUrl?: unknown }} */ (firebase);
  const emulator = typeof emulatorUrl === 'string' ? originsIn(`"${emulatorUrl}"`) : [];
  const domain = typeof authDomain === 'string' && /^[a-z0-9.-]+(:\d+)?$/i.test(authDomain) ? [`https://${authDomain}`] : [];
  return {
    script: ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'],
    frame: [...domain, 'https://www.google.com', 'https://recaptcha.google.com', ...emulator],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator],
  };
}

/**
 * The shell's Content-Security-Policy. No 'unsafe-inline' and no 'unsafe-eval' for scripts: the
 * inline boot code of index.html is allowed by its hash (config/csp-hashes.js).
 * @param {{ remoteOrigins: string[], cdnOrigins?: string[], apiOrigins: string[], imageOrigins: string[], frameOrigins: string[],
 *   scriptHashes: string[], styleHashes: string[], reportUris?: string[], firebase?: unknown }} sources
 *   cdnOrigins: the origins of runtime-config.json's `cdn` (cdnOrigins), which serve the remotes' entries and chunks;
 *   firebase: runtime-config.json's `firebase` block (firebaseSources)
 */
export function shellContentSecurityPolicy({
  remoteOrigins,
  cdnOrigins = [],
  apiOrigins,
  imageOrigins,
  frameOrigins,
  scriptHashes,
  styleHashes,
  reportUris = [],
  firebase = undefined,
}) {
  const provider = firebaseSources(firebase);
  return [
    "default-src 'self'",
    `script-src ${list("'self'", remoteOrigins, cdnOrigins, provider.script, scriptHashes)}`,
    // Remotes bring their own CSS files and images; React sets styles through the CSSOM only.
    `style-src ${list("'self'", remoteOrigins, cdnOrigins, styleHashes)}`,
    // data: for the captcha (an SVG data URL) and small images inlined by the builds.
    `img-src ${list("'self'", 'data:', remoteOrigins, cdnOrigins, imageOrigins)}`,
    // The federation runtime fetches the remotes' manifests; the API may live on its own origin.
    `connect-src ${list("'self'", remoteOrigins, cdnOrigins, apiOrigins, provider.connect)}`,
    `frame-src ${list("'self'", frameOrigins, provider.frame)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...reportDirective(reportUris),
  ].join('; ');
}

/**
 * The origins of runtime-config.json's `cdn` block (remote name → base URL of the CDN that serves
 * its entry and chunks, issue 25), sorted; none without one.
 * @param {unknown} cdn
 */
export function cdnOrigins(cdn) {
  if (typeof cdn !== 'object' || cdn === null) return [];
  return originsIn(Object.values(cdn).filter((url) => typeof url === 'string').map((url) => `"${url}"`).join(' '));
}

/** A remote's origin serves scripts, styles, images and JSON, never a page. */
const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** @param {string[]} [reportUris] */
export const remoteContentSecurityPolicy = (reportUris = []) => [REMOTE_CONTENT_SECURITY_POLICY, ...reportDirective(reportUris)].join('; ');

/** The shell's document in which the sanitizer (shared SafeHtml) parses server HTML. */
export const SANITIZER_DOCUMENT_PATH = '/sanitizer.html';

/**
 * The sanitizer document's own policy. Chromium checks the policy of the window whose parser
 * reads hostile HTML and reports every inline handler and style attribute in it (nothing runs in
 * an inert document); this policy blocks no inline attribute, so nothing is reported. Nothing can
 * run either: the document is sandboxed without scripts (here and by its frame), loads nothing
 * (`default-src 'none'`) and only the site may frame it. It names no report endpoint: what it could
 * report is hostile markup that cannot run there, as many reports as the markup has attributes.
 */
export const SANITIZER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-same-origin";

/** Powerful features nobody on the site needs are off; games in frames may go full screen and play sound. */
export function permissionsPolicy(frameOrigins = []) {
  const framed = `(self${frameOrigins.map((origin) => ` "${origin}"`).join('')})`;
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'display-capture=()',
    `fullscreen=${framed}`,
    `autoplay=${framed}`,
    `encrypted-media=${framed}`,
  ].join(', ');
}

/** @returns {Record<string, string>} */
export function securityHeaders(contentSecurityPolicy, frameOrigins = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': permissionsPolicy(frameOrigins),
  };
}

/** The origins of the space- or comma-separated URLs of an environment variable, sorted. */
export function originsFromEnv(value, fallback = []) {
  return value === undefined ? fallback : originsIn(value);
}

// An absolute http(s) URL with nothing that could end the directive or the policy (`;`, `,`),
// nor quote, backslash or `$`, which nginx's add_header would read (security-headers.sh: same rule).
const REPORT_URI = /^https?:\/\/[\][A-Za-z0-9._~:/?#@!&()*+=%-]+$/i;

/**
 * The report endpoints of CSP_REPORT_URI (space- or comma-separated URLs, kept as written); unset,
 * `fallback`; empty, none. A value that is not such a URL stops the server.
 * @param {string | undefined} value
 * @param {string[]} [fallback]
 */
export function reportUrisFromEnv(value, fallback = []) {
  if (value === undefined) return fallback;
  const uris = value.split(/[\s,]+/).filter(Boolean);
  const invalid = uris.find((uri) => !REPORT_URI.test(uri));
  if (invalid !== undefined) throw new Error(`CSP_REPORT_URI: ${JSON.stringify(invalid)} is not an http(s) URL a policy can carry`);
  return [...new Set(uris)];
}

function readIfPresent(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The CSP hashes the shell's build wrote beside index.html; a build without them fails loudly. */
export function readCspHashes(dir) {
  const text = readIfPresent(path.join(dir, 'csp-hashes.json'));
  if (text === null) throw new Error(`${dir}/csp-hashes.json is missing: rebuild the shell (pnpm build)`);
  const hashes = JSON.parse(text);
  const split = (value) => String(value ?? '').split(' ').filter(Boolean);
  return { scriptHashes: split(hashes['script-src']), styleHashes: split(hashes['style-src']) };
}

/**
 * The shell's headers from its deployed files: remotes.json (script, style, image and connect
 * sources), runtime-config.json (the remotes' CDN origins, the same sources; the API's origin
 * when it is not the shell's, and the balance stream's when it has its own), the build's
 * csp-hashes.json, and the image and frame origins and report endpoints of the deployment.
 * @param {string} dir the shell's dist folder
 * @param {{ imageOrigins?: string[], frameOrigins?: string[], apiOrigins?: string[], reportUris?: string[] }} deployment
 */
export function shellSecurityHeaders(dir, { imageOrigins = [], frameOrigins = [], apiOrigins = [], reportUris = [] } = {}) {
  const remotes = readIfPresent(path.join(dir, 'remotes.json')) ?? '{}';
  const config = JSON.parse(readIfPresent(path.join(dir, 'runtime-config.json')) ?? '{}');
  const configuredApi = typeof config.apiBaseUrl === 'string' && config.apiBaseUrl ? originsIn(config.apiBaseUrl) : [];
  // The live balance's stream may be served from an origin of its own (an absolute `streamUrl`).
  const streamUrl = config.balanceStream?.streamUrl;
  const configuredStream = typeof streamUrl === 'string' && /^https?:\/\//i.test(streamUrl) ? originsIn(`"${streamUrl}"`) : [];
  // The remote-load metrics (issue 25, `metricsUrl`) may go to a store on an origin of its own.
  const metricsUrl = config.metricsUrl;
  const configuredMetrics = typeof metricsUrl === 'string' && /^https?:\/\//i.test(metricsUrl) ? originsIn(`"${metricsUrl}"`) : [];
  const policy = shellContentSecurityPolicy({
    remoteOrigins: originsIn(remotes),
    cdnOrigins: cdnOrigins(config.cdn),
    apiOrigins: [...configuredApi, ...configuredStream, ...configuredMetrics, ...apiOrigins],
    imageOrigins,
    frameOrigins,
    reportUris,
    firebase: config.firebase,
    ...readCspHashes(dir),
  });
  return securityHeaders(policy, frameOrigins);
}

/** @param {string[]} [reportUris] */
export function remoteSecurityHeaders(reportUris = []) {
  return securityHeaders(remoteContentSecurityPolicy(reportUris));
}
