import { apiGet } from '../client';
import {
  type RegisterSettings,
  registerSettingsSchema,
  type SystemStatus,
  systemStatusSchema,
  type WhitelabelNode,
  whitelabelSchema,
} from '../schemas/system';

export function fetchSystemStatus(): Promise<SystemStatus> {
  return apiGet('/wps/system/status', systemStatusSchema);
}

export function fetchWhitelabel(): Promise<WhitelabelNode[]> {
  return apiGet('/wps/system/whitelabel', whitelabelSchema);
}

export function fetchRegisterSettings(): Promise<RegisterSettings> {
  return apiGet('/wps/system/setting/register', registerSettingsSchema);
}
