import * as v from 'valibot';
import { looseInteger, looseNumber, nullableString } from './primitives';

export const memberInfoSchema = v.object({
  id: looseInteger,
  account: v.string(),
  userName: v.string(),
  nickname: v.nullish(v.string(), ''),
  type: looseInteger,
  vipLevel: looseInteger,
  vipName: v.nullish(v.string(), ''),
  avatarUrl: nullableString,
  currency: v.string(),
  mobileNum: nullableString,
  email: nullableString,
});

export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export const balanceSchema = v.object({
  balance: looseNumber,
  currency: v.string(),
  currencySymbol: v.string(),
});

export type Balance = v.InferOutput<typeof balanceSchema>;

/**
 * SPEC §3 consolidated contract info (GET /wps/member/info/funds/consolidated): the agent's
 * contract requirement types, 0 where the agent has none (members and trial accounts: all 0).
 */
export const consolidatedSchema = v.object({
  dailysalreqtype: v.optional(looseInteger, 0),
  divtypereq: v.optional(looseInteger, 0),
  contracthoursalreq: v.optional(looseInteger, 0),
  realtimesalreqtype: v.optional(looseInteger, 0),
});

export type Consolidated = v.InferOutput<typeof consolidatedSchema>;
