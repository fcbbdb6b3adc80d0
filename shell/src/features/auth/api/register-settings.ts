import { apiRequest, type RegisterSettings, registerSettingsSchema } from 'shared';

/** The registration rules, asked again by the register dialog when the start-up call failed. */
export function fetchRegisterSettings(): Promise<RegisterSettings> {
  return apiRequest('/wps/system/setting/register', { schema: registerSettingsSchema });
}
