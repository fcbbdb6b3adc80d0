import * as v from 'valibot';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation } from '../../../lib/query';
import { smsSentSchema } from './bind-contact';

export type ChangePasswordInput = { oldPassword: string; newPassword: string; confirmNewPassword: string; verificationCode?: string };

/** POST /wps/member/password (token, enc): the login password; with CHNGPASSVERIF3 on, the SMS code too. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/wps/member/password', { method: 'post', enc: input, schema: v.unknown() });
}

/** POST /wps/verification/sms/password (token): CHNGPASSVERIF3's code, sent to the bound mobile. */
export function sendPasswordCode(): Promise<v.InferOutput<typeof smsSentSchema>> {
  return apiRequest('/wps/verification/sms/password', { method: 'post', json: {}, schema: smsSentSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useSendPasswordCode() {
  return useMutation({ mutationFn: sendPasswordCode });
}
