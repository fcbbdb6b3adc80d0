import * as v from 'valibot';
import { looseBoolean, memberInfoSchema } from '@gp/kernel';

export const loginResultSchema = v.object({
  ...memberInfoSchema.entries,
  token: v.pipe(v.string(), v.minLength(1)),
  firstTimeLogin: looseBoolean,
  passwordExpired: looseBoolean,
});

export type LoginResult = v.InferOutput<typeof loginResultSchema>;

/** The business-failure value of a login: asks for a captcha on the next attempt. */
export const loginFailureValueSchema = v.nullish(v.looseObject({ captcha: v.optional(looseBoolean) }));
