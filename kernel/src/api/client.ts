import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { getRuntimeConfig, type RuntimeConfig, takeBootResponse } from '../config/runtime-config';
import { emitEvent, onEvent } from '../events/event-bus';
import { tokenAtom } from '../session/session-atoms';
import { sharedStore } from '../session/shared-store';
import { ApiError, httpMessageKey } from './api-error';
import { encryptFields } from './enc';

const RETRY_METHODS = ['get', 'head', 'options'];
const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];

/**
 * The one HTTP client. Only idempotent methods are retried: a retried POST could place a bet
 * or move money twice. Time-outs are not retried either (the user has already waited).
 */
export const apiClient = ky.create({
  // A GET the shell's entry already started (start-up calls) is answered from that request.
  fetch: (input, init) => {
    const early = input instanceof Request && input.method === 'GET' ? takeBootResponse(input.url) : undefined;
    return early ?? fetch(input, init);
  },
  retry: {
    limit: 2,
    methods: RETRY_METHODS,
    statusCodes: RETRY_STATUS_CODES,
    afterStatusCodes: [429, 503],
    maxRetryAfter: 10_000,
    backoffLimit: 3_000,
    jitter: true,
    retryOnTimeout: false,
  },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = sharedStore.get(tokenAtom);
        if (token) request.headers.set('token', token);
      },
    ],
  },
});

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export type FormFields = SearchParams;

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * The one request signature. The body is `json`, or `form` (x-www-form-urlencoded), or for the
 * `enc` calls of SPEC §7 `{ ...json, value: <JWE of enc> }`.
 */
export type ApiRequestOptions<S extends v.GenericSchema> = {
  schema: S;
  /** Default 'get'. Only get is retried. */
  method?: HttpMethod;
  /** Query string; null and undefined values are left out. */
  params?: SearchParams;
  json?: unknown;
  form?: FormFields;
  /** Fields sent encrypted (JWE) as `value`, beside the plain fields of `json`. */
  enc?: Record<string, unknown>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

const envelopeSchema = v.looseObject({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.nullish(v.string()),
  code: v.nullish(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((code) => String(code)),
    ),
  ),
});

type Envelope = v.InferOutput<typeof envelopeSchema>;

/** The absolute base every path is joined to; '' in the runtime config means this origin. */
export function apiBaseUrl(config: RuntimeConfig = getRuntimeConfig()): string {
  return config.apiBaseUrl || window.location.origin;
}

function toSearchParams(params: SearchParams | undefined): URLSearchParams | undefined {
  if (!params) return undefined;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) result.append(key, String(value));
  }
  return result;
}

// One login-required per session: a burst of 401s (or a polling call) must not reopen the
// login dialog over and over. Any session change re-arms it.
let expiredNotifiedFor: string | null | undefined;
onEvent('session-changed', () => {
  expiredNotifiedFor = undefined;
});

/**
 * A 401 speaks for the session that sent the request. One sent with an earlier token (a call
 * still under way when the player signed in again) says nothing about the new session.
 */
function notifyExpired(request: Request | undefined): void {
  const token = sharedStore.get(tokenAtom);
  const sentWith = request?.headers.get('token') ?? null;
  if (request && sentWith !== token) return;
  if (expiredNotifiedFor === token) return;
  expiredNotifiedFor = token;
  emitEvent('login-required', { reason: 'expired' });
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function envelopeOf(data: unknown): Envelope | undefined {
  const parsed = v.safeParse(envelopeSchema, data);
  return parsed.success ? parsed.output : undefined;
}

function toApiError(error: unknown, path: string): unknown {
  if (isAbort(error)) return error;
  if (isTimeoutError(error)) return new ApiError('timeout', 'error.timeout', { cause: error });
  if (isHTTPError(error)) {
    const status = error.response.status;
    const envelope = envelopeOf(error.data);
    const details = { status, code: envelope?.code ?? undefined, value: envelope?.value, cause: error };
    if (status === 401) {
      notifyExpired(error.request);
      return new ApiError('unauthorized', 'error.notLoggedIn', details);
    }
    return new ApiError('http', httpMessageKey(status), details);
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError('network', 'error.network', { cause: error });
  }
  return new ApiError('network', 'error.network', { cause: new Error(`Request to ${path} failed`, { cause: error }) });
}

function invalidResponse(path: string, reason: string): ApiError {
  return new ApiError('invalid-response', 'error.unknown', { cause: new Error(`Invalid response from ${path}: ${reason}`) });
}

async function bodyOf(options: ApiRequestOptions<v.GenericSchema>): Promise<{ json?: unknown; body?: URLSearchParams }> {
  if (options.form) return { body: toSearchParams(options.form) };
  if (options.enc) return { json: { ...(options.json as object | undefined), value: await encryptFields(options.enc) } };
  return { json: options.json };
}

/** Sends one call, unwraps the envelope and validates its value: the only way apps talk to the API. */
export async function apiRequest<S extends v.GenericSchema>(path: string, options: ApiRequestOptions<S>): Promise<v.InferOutput<S>> {
  const config = getRuntimeConfig();
  let data: unknown;
  try {
    data = await apiClient(path, {
      method: options.method ?? 'get',
      prefix: apiBaseUrl(config),
      timeout: config.requestTimeoutMs,
      searchParams: toSearchParams(options.params),
      ...(await bodyOf(options)),
      signal: options.signal,
      headers: options.headers,
    }).json();
  } catch (error) {
    if (error instanceof SyntaxError) throw invalidResponse(path, 'body is not JSON');
    throw toApiError(error, path);
  }
  const envelope = envelopeOf(data);
  if (!envelope) throw invalidResponse(path, 'body is not a { success, value, message } envelope');
  if (!envelope.success) {
    throw new ApiError('business', envelope.message || 'error.unknown', { code: envelope.code ?? undefined, value: envelope.value });
  }
  const parsed = v.safeParse(options.schema, envelope.value);
  if (!parsed.success) throw invalidResponse(path, v.summarize(parsed.issues));
  return parsed.output;
}

/** The path of a relay call: `/wps/relay/<NAME>`. */
export function relayPath(name: string): string {
  return `/wps/relay/${encodeURIComponent(name)}`;
}
