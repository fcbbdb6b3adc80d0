import { encPost } from 'shared';
import * as v from 'valibot';

export type ChangePasswordFields = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** enc POST /wps/member/password (token): members and agents alike. */
export async function changePassword(fields: ChangePasswordFields): Promise<void> {
  await encPost('/wps/member/password', fields, v.unknown());
}
