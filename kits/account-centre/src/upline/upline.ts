import * as v from 'valibot';
import { emitEvent, looseNumber, relayPath } from '@gp/kernel';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@gp/kernel/query';
import { apiRequest } from '../api';
import type { MoneyTransfer } from '../components/money-transfer-form';
import { accountKeys } from '../account-keys';

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

/** MCS2_transferUplineInfo (token): whether my upline takes transfers, who it is, my main balance, the limits of one transfer. */
export function getUplineInfo(signal?: AbortSignal): Promise<UplineInfo> {
  return apiRequest(relayPath('MCS2_transferUplineInfo'), { schema: uplineInfoSchema, signal });
}

/**
 * One cache entry for a centre's menu (the switch) and its transfer-to-upline page (the rest), in
 * either centre: one request serves them all.
 */
export function uplineInfoQueryOptions() {
  return queryOptions({ queryKey: accountKeys.uplineInfo(), queryFn: ({ signal }) => getUplineInfo(signal), staleTime: 60_000 });
}

/** The transfer page: the whole answer. */
export function useUplineInfo(enabled = true) {
  return useQuery({ ...uplineInfoQueryOptions(), enabled });
}

const selectAllowed = (info: UplineInfo): boolean => info.allowed;

/** The menu: only whether my upline takes transfers (a view of the same entry). */
export function useUplineSwitch(enabled = true) {
  return useQuery({ ...uplineInfoQueryOptions(), select: selectAllowed, enabled });
}

export const uplineTransferSchema = v.object({ orderNo: v.string(), amount: looseNumber });

export type UplineTransfer = v.InferOutput<typeof uplineTransferSchema>;

/** pw call: POST /wps/relay/passwordCheck/MCS2_transferUpline, every field encrypted; a repeated requestId moves nothing. */
export function transferToUpline(input: MoneyTransfer): Promise<UplineTransfer> {
  return apiRequest('/wps/relay/passwordCheck/MCS2_transferUpline', { method: 'post', enc: input, schema: uplineTransferSchema });
}

/**
 * The transfer: it refreshes the upline info and the balance, and the app's own records that show
 * it (`alsoInvalidate`: the member's records and wallets, the agent's reports).
 */
export function useTransferToUpline(alsoInvalidate: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.uplineInfo() });
      for (const queryKey of alsoInvalidate) void queryClient.invalidateQueries({ queryKey });
      emitEvent('balance-refresh-requested', {});
    },
  });
}
