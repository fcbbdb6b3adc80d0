import * as v from 'valibot';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { type Profile, PROFILE_QUERY_KEY, profileSchema } from './get-profile';

export const googleAuthSchema = v.object({
  bound: v.boolean(),
  /** base32; only while unbound (the key is never shown again once bound). */
  secret: v.nullish(v.string(), null),
  otpauthUrl: v.nullish(v.pipe(v.string(), v.startsWith('otpauth://')), null),
});

export type GoogleAuth = v.InferOutput<typeof googleAuthSchema>;

export const GOOGLE_AUTH_QUERY_KEY = ['member', 'google'] as const;

/** GET /wps/member/google (token): bound or not; while unbound, the secret to bind and its otpauth:// URL. */
export function getGoogleAuth(signal?: AbortSignal): Promise<GoogleAuth> {
  return apiRequest('/wps/member/google', { schema: googleAuthSchema, signal });
}

export function googleAuthQueryOptions() {
  // The secret stays the same until it is bound: no refetch needed while the dialog is open.
  return queryOptions({ queryKey: GOOGLE_AUTH_QUERY_KEY, queryFn: ({ signal }) => getGoogleAuth(signal), staleTime: Infinity });
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
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: GOOGLE_AUTH_QUERY_KEY });
    },
  });
}
