import * as v from 'valibot';
import { looseInteger, looseNumber } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { securityCenterKeys } from './security-center-keys';

export const profileSchema = v.object({
  account: v.string(),
  nickname: v.nullish(v.string(), ''),
  realName: v.nullish(v.string(), null),
  mobileNum: v.nullish(v.string(), null),
  countryDialingCode: v.nullish(v.string(), null),
  email: v.nullish(v.string(), null),
  birthday: v.nullish(v.string(), null),
  vipLevel: looseInteger,
  vipName: v.nullish(v.string(), null),
  mobileBound: v.boolean(),
  emailBound: v.boolean(),
  googleBound: v.nullish(v.boolean(), false),
  hasPaymentPassword: v.boolean(),
  totalBalance: looseNumber,
  currencySymbol: v.nullish(v.string(), ''),
});

export type Profile = v.InferOutput<typeof profileSchema>;

/** GET /wps/member/profile (token): the security centre's profile, what is bound, and the total of every wallet. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/wps/member/profile', { schema: profileSchema, signal });
}


export function getProfileQueryOptions() {
  return queryOptions({ queryKey: securityCenterKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
