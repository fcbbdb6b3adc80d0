import type * as v from 'valibot';
import { apiDelete, apiGet, apiPost, apiPut, encPost, type SearchParams } from 'shared';

/**
 * The one request signature of issue 10 (`apiRequest(path, { method, params, json | enc, schema,
 * signal })`), over today's `shared` client until that signature lands in `shared`: then this
 * file re-exports it and nothing else changes.
 */
export type ApiRequestOptions<S extends v.GenericSchema> = {
  schema: S;
  method?: 'get' | 'post' | 'put' | 'delete';
  params?: SearchParams;
  json?: unknown;
  /** Fields sent encrypted (JWE) as `value`. */
  enc?: Record<string, unknown>;
  signal?: AbortSignal;
};

export function apiRequest<S extends v.GenericSchema>(path: string, options: ApiRequestOptions<S>): Promise<v.InferOutput<S>> {
  const { schema, method = 'get', params, json, enc, signal } = options;
  if (enc) return encPost(path, enc, schema, undefined, { signal });
  switch (method) {
    case 'post':
      return apiPost(path, json ?? {}, schema, { signal, searchParams: params });
    case 'put':
      return apiPut(path, json ?? {}, schema, { signal, searchParams: params });
    case 'delete':
      return apiDelete(path, schema, { json, signal, searchParams: params });
    default:
      return apiGet(path, schema, { searchParams: params, signal });
  }
}
