import * as v from 'valibot';
import { apiRequest, looseInteger } from '@gp/kernel';

// /wps/system/status: one definition for the shell's start-up (status, resources, image CDNs)
// and every remote that launches games (its launch CDNs, SPEC §9).
export const resourceSchema = v.object({
  labelNameEn: v.string(),
  url: v.string(),
  resourceType: v.string(),
});

export type Resource = v.InferOutput<typeof resourceSchema>;

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

const infoSchema = v.nullish(v.object({ info: v.nullish(v.string(), '') }), () => ({ info: '' }));

export const systemStatusSchema = v.object({
  status: v.pipe(looseInteger, v.picklist([0, 1, 2])),
  maintenance: infoSchema,
  regionRestriction: infoSchema,
  location: v.nullish(v.object({ ip: v.nullish(v.string(), '') }), () => ({ ip: '' })),
  customerService: v.nullish(v.string(), ''),
  mainDomain: v.nullish(v.string(), ''),
  gtagId: v.nullish(v.string(), ''),
  imageCDNs: v.nullish(v.array(v.string()), () => []),
  launchGameCDNs: v.nullish(v.array(v.string()), () => []),
  resources: v.nullish(v.array(resourceSchema), () => []),
});

export type SystemStatus = v.InferOutput<typeof systemStatusSchema>;

/** The shell's start-up reads it; the game remotes read its launch CDNs. */
export function fetchSystemStatus(options?: { signal?: AbortSignal }): Promise<SystemStatus> {
  return apiRequest('/wps/system/status', { schema: systemStatusSchema, signal: options?.signal });
}
