import * as v from 'valibot';
import { looseNumber } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation, useQueryClient } from '../../../lib/query';
import { securityCenterKeys } from './security-center-keys';

export const smsSentSchema = v.object({ expiredMinutes: v.nullish(looseNumber, 1) });

export type MobileInput = { mobileNum: string; countryDialingCode: string };

/** POST /wps/verification/sms/bind (token): the code to bind a mobile number. */
export function sendBindCode(input: MobileInput): Promise<v.InferOutput<typeof smsSentSchema>> {
  return apiRequest('/wps/verification/sms/bind', { method: 'post', json: input, schema: smsSentSchema });
}

/** POST /wps/member/bind/mobile (token): binds (or changes) the mobile number with its code. */
export function bindMobile(input: MobileInput & { verificationCode: string }): Promise<unknown> {
  return apiRequest('/wps/member/bind/mobile', { method: 'post', json: input, schema: v.unknown() });
}

/** POST /wps/member/bind/email (token). */
export function bindEmail(input: { email: string }): Promise<unknown> {
  return apiRequest('/wps/member/bind/email', { method: 'post', json: input, schema: v.unknown() });
}

export function useSendBindCode() {
  return useMutation({ mutationFn: sendBindCode });
}

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindMobile, onSuccess: () => queryClient.invalidateQueries({ queryKey: securityCenterKeys.profile() }) });
}

export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: securityCenterKeys.profile() }) });
}
