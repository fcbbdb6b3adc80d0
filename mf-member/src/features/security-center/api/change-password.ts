import * as v from 'valibot';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation } from '../../../lib/query';

export type ChangePasswordInput = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** POST /wps/member/password (token, enc): the login password. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/wps/member/password', { method: 'post', enc: input, schema: v.unknown() });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
