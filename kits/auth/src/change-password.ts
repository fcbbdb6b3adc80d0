import { apiRequest } from '@gp/kernel';
import * as v from 'valibot';

export type ChangePasswordFields = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** enc POST /wps/member/password (token): members and agents alike. */
export async function changePassword(fields: ChangePasswordFields): Promise<void> {
  await apiRequest('/wps/member/password', { method: 'post', enc: fields, schema: v.unknown() });
}
