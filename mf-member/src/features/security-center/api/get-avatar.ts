import * as v from 'valibot';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useQuery } from '../../../lib/query';
import { securityCenterKeys } from './security-center-keys';

export const avatarSchema = v.object({ avatarUrl: v.nullish(v.string(), null) });

/** GET /wps/member/info/icon (token): the member's avatar image path. */
export function getAvatar(signal?: AbortSignal): Promise<string | null> {
  return apiRequest('/wps/member/info/icon', { schema: avatarSchema, signal }).then((value) => value.avatarUrl);
}

export function getAvatarQueryOptions() {
  return queryOptions({ queryKey: securityCenterKeys.avatar(), queryFn: ({ signal }) => getAvatar(signal), staleTime: 5 * 60_000 });
}

export function useAvatar() {
  return useQuery(getAvatarQueryOptions());
}
