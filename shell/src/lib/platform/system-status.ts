import { apiRequest } from '@gp/kernel';
import { type SystemStatus, systemStatusSchema } from '@gp/kernel';

/** The shell's start-up reads it; the game remotes read its launch CDNs. */
export function fetchSystemStatus(options?: { signal?: AbortSignal }): Promise<SystemStatus> {
  return apiRequest('/wps/system/status', { schema: systemStatusSchema, signal: options?.signal });
}
