import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { getRuntimeConfig, type RuntimeConfig, takeBootResponse } from '../config/runtime-config';
import { emitEvent, onEvent } from '../events/event-bus';
import { tokenAtom } from '../session/session-atoms';
import { sharedStore } from '../session/shared-store';
import { ApiError, httpMessageKey } from './api-error';

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

export type RequestOptions = {
  searchParams?: SearchParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type HttpMethod = 'get' | 'post' | 'put' | 'delete';

type RequestInit = RequestOptions & { json?: unknown; body?: URLSearchParams | FormData };

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

function notifyExpired(): void {
  const token = sharedStore.get(tokenAtom);
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
      notifyExpired();
      return new ApiError('unauthorized', 'error.notLoggedIn', details);
    }
    return new ApiError('http', httpMessageKey(status), details);
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError('network', 'error.network', { cause: error });
  }
  return new ApiError('network', 'error.network', { cause: new Error(`Request to ${path} failed`, { cause: error }) });
}

function invalidResponse(path: string, reason: string, status: number): ApiError {
  return new ApiError('invalid-response', 'error.unknown', {
    status,
    cause: new Error(`Invalid response from ${path}: ${reason}`),
  });
}

async function readEnvelope(response: Response, path: string): Promise<Envelope> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw toApiError(error, path);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw invalidResponse(path, 'body is not JSON', response.status);
  }
  const envelope = envelopeOf(data);
  if (!envelope) throw invalidResponse(path, 'body is not a { success, value, message } envelope', response.status);
  return envelope;
}

async function request<S extends v.GenericSchema>(
  method: HttpMethod,
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<v.InferOutput<S>> {
  const config = getRuntimeConfig();
  let response: Response;
  try {
    response = await apiClient(path, {
      method,
      prefix: apiBaseUrl(config),
      timeout: config.requestTimeoutMs,
      searchParams: toSearchParams(init.searchParams),
      json: init.json,
      body: init.body,
      signal: init.signal,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    throw toApiError(error, path);
  }

  const envelope = await readEnvelope(response, path);
  if (!envelope.success) {
    throw new ApiError('business', envelope.message || 'error.unknown', {
      status: response.status,
      code: envelope.code ?? undefined,
      value: envelope.value,
    });
  }
  const parsed = v.safeParse(schema, envelope.value);
  if (!parsed.success) throw invalidResponse(path, v.summarize(parsed.issues), response.status);
  return parsed.output;
}

export function apiGet<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return request('get', path, schema, options);
}

export function apiPost<S extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return request('post', path, schema, { ...options, json: body });
}

export function apiPut<S extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return request('put', path, schema, { ...options, json: body });
}

export type DeleteOptions = RequestOptions & { json?: unknown };

export function apiDelete<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options?: DeleteOptions,
): Promise<v.InferOutput<S>> {
  return request('delete', path, schema, options);
}

export type FormFields = Record<string, string | number | boolean | null | undefined>;

/** POST as application/x-www-form-urlencoded. */
export function apiPostForm<S extends v.GenericSchema>(
  path: string,
  fields: FormFields,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return request('post', path, schema, { ...options, body: toSearchParams(fields) });
}

export function relayPath(name: string): string {
  return `/wps/relay/${encodeURIComponent(name)}`;
}

export function relayGet<S extends v.GenericSchema>(
  name: string,
  params: SearchParams,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return apiGet(relayPath(name), schema, { ...options, searchParams: params });
}

export function relayPost<S extends v.GenericSchema>(
  name: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return apiPost(relayPath(name), body, schema, options);
}

export function relayPut<S extends v.GenericSchema>(
  name: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return apiPut(relayPath(name), body, schema, options);
}

export function relayDelete<S extends v.GenericSchema>(
  name: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<v.InferOutput<S>> {
  return apiDelete(relayPath(name), schema, { ...options, json: body });
}
