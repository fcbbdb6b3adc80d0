import * as v from 'valibot';
import { emitEvent, looseInteger, looseNumber, relayPath } from 'shared';
import { apiRequest } from '../../../lib/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import type { DayRange } from '../../../lib/date-range';
import { recordPageSchema } from '../../../lib/record-page';

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

/** MCS2_transferUplineInfo (token): the upline, the main balance and the limits of one transfer. */
export function getUplineInfo(signal?: AbortSignal): Promise<UplineInfo> {
  return apiRequest(relayPath('MCS2_transferUplineInfo'), { schema: uplineInfoSchema, signal });
}

export const UPLINE_INFO_KEY = ['member', 'upline-info'] as const;

export function useUplineInfo() {
  return useQuery(queryOptions({ queryKey: UPLINE_INFO_KEY, queryFn: ({ signal }) => getUplineInfo(signal) }));
}

export type UplineTransferInput = { amount: number; paymentPassword: string; remark: string; requestId: string };

export const uplineTransferSchema = v.object({ orderNo: v.string(), amount: looseNumber });

/** pw call: POST /wps/relay/passwordCheck/MCS2_transferUpline, every field encrypted. */
export function transferToUpline(input: UplineTransferInput) {
  return apiRequest('/wps/relay/passwordCheck/MCS2_transferUpline', { method: 'post', enc: input, schema: uplineTransferSchema });
}

export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: UPLINE_INFO_KEY });
      void queryClient.invalidateQueries({ queryKey: ['member', 'records'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'wallets'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'profile'] });
      emitEvent('balance-refresh-requested', {});
    },
  });
}

export const uplineLogRowSchema = v.object({
  id: v.union([v.string(), v.number()]),
  orderNo: v.nullish(v.string(), ''),
  amount: looseNumber,
  createTime: v.string(),
  remark: v.nullish(v.string(), ''),
});

export const uplineLogSchema = recordPageSchema(uplineLogRowSchema, v.object({ count: looseInteger }));

export type UplineLogRow = v.InferOutput<typeof uplineLogRowSchema>;

/** The upline log looks back as far as the account record (30 days). */
export const UPLINE_LOG_WINDOW_DAYS = 30;

/** The log of transfers to the upline: transactions of type 6233, 13 a page. */
export function getUplineLog(query: DayRange & { page: number }, signal?: AbortSignal) {
  return apiRequest(relayPath('ODSFE2_MemTransDet'), { schema: uplineLogSchema, params: { ...query, typeId: 6233, size: 13 }, signal });
}

export function useUplineLog(query: DayRange & { page: number }) {
  return useQuery(
    queryOptions({
      queryKey: ['member', 'records', 'upline-log', query],
      queryFn: ({ signal }) => getUplineLog(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
