import { apiRequest, type WhitelabelNode } from '@gp/kernel';
import { type DomainRoute, domainRouteSchema, type RegisterSettings, registerSettingsSchema } from '../../../lib/platform/system-schemas';
import { whitelabelSchema } from '@gp/kernel/host';

// The shell's start-up calls beside the system status (shared: the game remotes read it too).
// Their answers are kept in shared state (features, permissions), so the schemas are shared's.

export function fetchWhitelabel(): Promise<WhitelabelNode[]> {
  return apiRequest('/wps/system/whitelabel', { schema: whitelabelSchema });
}

export function fetchRegisterSettings(): Promise<RegisterSettings> {
  return apiRequest('/wps/system/setting/register', { schema: registerSettingsSchema });
}

/** `/wps/system/domainRoute`. */
export function fetchDomainRoute(): Promise<DomainRoute> {
  return apiRequest('/wps/system/domainRoute', { schema: domainRouteSchema });
}
