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

/** /wps/system/domainRoute (held in the shared permissions). */
export const domainRouteSchema = v.object({ domain: v.string(), route: v.string() });

export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;
