import * as v from 'valibot';
import { looseBoolean, looseInteger } from '@gp/kernel';

export const registerFieldRuleSchema = v.object({
  enabled: looseBoolean,
  required: looseBoolean,
  acceptedPattern: v.string(),
  patternId: looseInteger,
  minLength: looseInteger,
  maxLength: looseInteger,
});

export type RegisterFieldRule = v.InferOutput<typeof registerFieldRuleSchema>;

export const registerSettingsSchema = v.record(v.string(), registerFieldRuleSchema);

export type RegisterSettings = v.InferOutput<typeof registerSettingsSchema>;

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

/** /wps/system/domainRoute (held in the shared permissions). */
export const domainRouteSchema = v.object({ domain: v.string(), route: v.string() });

export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;
