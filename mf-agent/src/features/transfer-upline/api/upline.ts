import * as v from 'valibot';
import { emitEvent, looseNumber, relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';

export const uplineInfoSchema = v.object({
  allowed: v.boolean(),
  uplineAccount: v.nullish(v.string(), null),
  uplineNickname: v.nullish(v.string(), null),
  mainBalance: looseNumber,
  hasPaymentPassword: v.boolean(),
  minAmount: v.nullish(looseNumber, 1),
  maxAmount: v.nullish(looseNumber, null),
});

export type UplineInfo = v.InferOutput<typeof uplineInfoSchema>;

/** The page's answer (the menu asks for the switch alone: agent-centre/api/upline-access.ts). */
export const UPLINE_INFO_KEY = ['agent', 'upline-info'] as const;

/** MCS2_transferUplineInfo (token): whether my upline takes transfers, my main balance, the limits. */
export function getUplineInfo(signal?: AbortSignal): Promise<UplineInfo> {
  return apiRequest(relayPath('MCS2_transferUplineInfo'), { schema: uplineInfoSchema, signal });
}

export function useUplineInfo() {
  return useQuery(queryOptions({ queryKey: UPLINE_INFO_KEY, queryFn: ({ signal }) => getUplineInfo(signal) }));
}

export type UplineTransferInput = { amount: number; paymentPassword: string; remark: string; requestId: string };

export const uplineTransferSchema = v.object({ orderNo: v.string(), amount: looseNumber });

export type UplineTransfer = v.InferOutput<typeof uplineTransferSchema>;

/** pw call: POST /wps/relay/passwordCheck/MCS2_transferUpline, every field encrypted; a repeated requestId moves nothing. */
export function transferToUpline(input: UplineTransferInput): Promise<UplineTransfer> {
  return apiRequest('/wps/relay/passwordCheck/MCS2_transferUpline', { method: 'post', enc: input, schema: uplineTransferSchema });
}

export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: UPLINE_INFO_KEY });
      void queryClient.invalidateQueries({ queryKey: ['agent', 'report'] });
      emitEvent('balance-refresh-requested', {});
    },
  });
}
