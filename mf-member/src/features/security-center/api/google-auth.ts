import * as v from 'valibot';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { type Profile, profileSchema } from './get-profile';
import { securityCenterKeys } from './security-center-keys';

export const googleAuthSchema = v.object({
  bound: v.boolean(),
  /** base32; only while unbound (the key is never shown again once bound). */
  secret: v.nullish(v.string(), null),
  otpauthUrl: v.nullish(v.pipe(v.string(), v.startsWith('otpauth://')), null),
});

export type GoogleAuth = v.InferOutput<typeof googleAuthSchema>;


/** GET /wps/member/google (token): bound or not; while unbound, the secret to bind and its otpauth:// URL. */
export function getGoogleAuth(signal?: AbortSignal): Promise<GoogleAuth> {
  return apiRequest('/wps/member/google', { schema: googleAuthSchema, signal });
}

export function googleAuthQueryOptions() {
  // The secret stays the same until it is bound: no refetch needed while the dialog is open.
  return queryOptions({ queryKey: securityCenterKeys.googleAuth(), queryFn: ({ signal }) => getGoogleAuth(signal), staleTime: Infinity });
}

export function useGoogleAuth() {
  return useQuery(googleAuthQueryOptions());
}

/** POST /wps/member/google/bind | unbind (token) with a current 6-digit code: answers the profile. */
export function changeGoogleBinding(input: { action: 'bind' | 'unbind'; code: string }): Promise<Profile> {
  return apiRequest(`/wps/member/google/${input.action}`, { method: 'post', json: { code: input.code }, schema: profileSchema });
}

export function useChangeGoogleBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGoogleBinding,
    onSuccess: (profile) => {
      queryClient.setQueryData(securityCenterKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: securityCenterKeys.googleAuth() });
    },
  });
}
