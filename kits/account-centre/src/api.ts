import type * as v from 'valibot';
import { apiRequest as sharedApiRequest, type ApiRequestOptions } from '@gp/kernel';

export type { ApiRequestOptions };

/** The kernel's one request signature; a call with encrypted fields is a POST unless it says otherwise. */
export function apiRequest<S extends v.GenericSchema>(path: string, options: ApiRequestOptions<S>): Promise<v.InferOutput<S>> {
  return sharedApiRequest(path, options.enc && !options.method ? { ...options, method: 'post' } : options);
}
