import { fetchMemberInfo, setMemberInfoAtom, useSession } from '@gp/kernel';
import { useSetAtom } from 'jotai';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation, useQueryClient } from '../../../lib/query';
import { type Profile, profileSchema } from './get-profile';
import { securityCenterKeys } from './security-center-keys';

/** Only the fields the member may still change: the nickname any time, real name and birthday while unset. */
export type ProfileInput = { nickname?: string; realName?: string; birthday?: string };

/** POST /wps/member/profile (token): answers the updated profile. */
export function updateProfile(input: ProfileInput): Promise<Profile> {
  return apiRequest('/wps/member/profile', { method: 'post', json: input, schema: profileSchema });
}

/**
 * Saves the profile. The session's member info (the header's name, every app's `session-changed`)
 * takes the new nickname at once, then the server's member info replaces it; a failed refresh
 * keeps the answer's nickname.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { member } = useSession();
  const setMemberInfo = useSetAtom(setMemberInfoAtom);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(securityCenterKeys.profile(), profile);
      if (!member) return;
      if (profile.nickname !== member.nickname) setMemberInfo({ ...member, nickname: profile.nickname });
      fetchMemberInfo().then(setMemberInfo, () => undefined);
    },
  });
}
