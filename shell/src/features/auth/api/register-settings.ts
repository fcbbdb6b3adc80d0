import { apiRequest } from '@gp/kernel';
import { type RegisterSettings, registerSettingsSchema } from '../../../lib/platform/system-schemas';

/** The registration rules, asked again by the register dialog when the start-up call failed. */
export function fetchRegisterSettings(): Promise<RegisterSettings> {
  return apiRequest('/wps/system/setting/register', { schema: registerSettingsSchema });
}
