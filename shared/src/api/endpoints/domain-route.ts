import * as v from 'valibot';
import { apiGet } from '../client';

const domainRouteSchema = v.object({ domain: v.string(), route: v.string() });

/** `/wps/system/domainRoute`. */
export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;

export function fetchDomainRoute(): Promise<DomainRoute> {
  return apiGet('/wps/system/domainRoute', domainRouteSchema);
}
