import { apiRequest } from '../../../lib/api';
import { useMutation, useQueryClient } from '../../../lib/query';
import { type Profile, PROFILE_QUERY_KEY, profileSchema } from './get-profile';

/** Only the fields the member may still change: the nickname any time, real name and birthday while unset. */
export type ProfileInput = { nickname?: string; realName?: string; birthday?: string };

/** POST /wps/member/profile (token): answers the updated profile. */
export function updateProfile(input: ProfileInput): Promise<Profile> {
  return apiRequest('/wps/member/profile', { method: 'post', json: input, schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
