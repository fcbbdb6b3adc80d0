import * as v from 'valibot';
import { apiRequest } from '@gp/kernel';

const nothing = v.unknown();

/** Forgot password by email: form-encoded POST /wps/member/password/email. */
export async function resetPasswordByEmail(fields: { username: string; email: string }): Promise<void> {
  await apiRequest('/wps/member/password/email', { method: 'post', form: fields, schema: nothing });
}

export type ResetByPhoneFields = { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string };

/** Forgot password by phone: enc POST /wps/member/password/verification with the SMS code. */
export async function resetPasswordByPhone(fields: ResetByPhoneFields): Promise<void> {
  await apiRequest('/wps/member/password/verification', { method: 'post', enc: fields, schema: nothing });
}
