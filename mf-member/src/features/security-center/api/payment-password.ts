import * as v from 'valibot';
import { apiRequest } from '@gp/account-centre-kit';
import { useMutation, useQueryClient } from '../../../lib/query';
import { securityCenterKeys } from './security-center-keys';

export type SetPaymentPasswordInput = { paymentPassword: string; confirmPaymentPassword: string };
export type ChangePaymentPasswordInput = { oldPaymentPassword: string; newPaymentPassword: string; confirmNewPaymentPassword: string };

/** POST /wps/member/paymentPassword (token, enc): the first withdrawal password. */
export function setPaymentPassword(input: SetPaymentPasswordInput): Promise<unknown> {
  return apiRequest('/wps/member/paymentPassword', { method: 'post', enc: input, schema: v.unknown() });
}

/** POST /wps/member/paymentPassword/change (token, enc). */
export function changePaymentPassword(input: ChangePaymentPasswordInput): Promise<unknown> {
  return apiRequest('/wps/member/paymentPassword/change', { method: 'post', enc: input, schema: v.unknown() });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityCenterKeys.profile() }),
  });
}

export function useChangePaymentPassword() {
  return useMutation({ mutationFn: changePaymentPassword });
}
