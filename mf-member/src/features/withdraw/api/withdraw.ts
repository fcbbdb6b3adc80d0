import * as v from 'valibot';
import { emitEvent, looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest } from '@gp/account-centre-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { withdrawKeys } from './withdraw-keys';
import { memberCentreKeys } from '../../../lib/member-centre-keys';

export const turnoverSchema = v.object({ gameCategory: v.string(), required: looseNumber, achieved: looseNumber, remaining: looseNumber });

export const withdrawInfoSchema = v.object({
  minAmount: looseNumber,
  maxAmount: looseNumber,
  dailyCount: looseInteger,
  dailyCountLeft: looseInteger,
  freeLeft: v.nullish(looseInteger, 0),
  mainBalance: looseNumber,
  hasPaymentPassword: v.boolean(),
  turnover: v.array(turnoverSchema),
  blocked: v.boolean(),
  blockReason: v.nullish(v.string(), null),
  confirmMinutes: v.nullish(looseInteger, null),
});

export const cardSchema = v.object({
  id: looseInteger,
  type: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  accountName: v.nullish(v.string(), ''),
  accountNo: v.string(),
  network: v.nullish(v.string(), null),
});

export const cardsSchema = v.object({ list: v.array(cardSchema), max: v.nullish(looseInteger, 5) });

export const bankSchema = v.object({ bankCode: v.string(), bankName: v.string() });

/** Payout banks per type (BC bank card, EW e-wallet, VW crypto) and the crypto networks. */
export const banksSchema = v.object({
  BC: v.nullish(v.array(bankSchema), []),
  EW: v.nullish(v.array(bankSchema), []),
  VW: v.nullish(v.array(bankSchema), []),
  networks: v.nullish(v.array(v.string()), []),
});

export const chargeSchema = v.object({ amount: looseNumber, charge: looseNumber, actualAmount: looseNumber });

export const withdrawOrderSchema = v.object({
  orderNo: v.string(),
  bankName: v.nullish(v.string(), ''),
  accountNo: v.nullish(v.string(), ''),
  amount: looseNumber,
  charge: v.nullish(looseNumber, 0),
  actualAmount: v.nullish(looseNumber, 0),
  status: looseInteger,
  createTime: v.string(),
  updateTime: v.nullish(v.string(), null),
  confirmStatus: v.nullish(v.string(), null),
  confirmDeadline: v.nullish(v.string(), null),
});

export const confirmListSchema = v.object({ list: v.array(withdrawOrderSchema), confirmMinutes: v.nullish(looseInteger, null) });

export type WithdrawInfo = v.InferOutput<typeof withdrawInfoSchema>;
export type Card = v.InferOutput<typeof cardSchema>;
export type Bank = v.InferOutput<typeof bankSchema>;
export type WithdrawOrder = v.InferOutput<typeof withdrawOrderSchema>;


export function useWithdrawInfo() {
  return useQuery(
    queryOptions({
      queryKey: withdrawKeys.info(),
      queryFn: ({ signal }) => apiRequest(relayPath('PCS_withdrawInfo'), { schema: withdrawInfoSchema, signal }),
    }),
  );
}

export function useCards() {
  return useQuery(
    queryOptions({ queryKey: withdrawKeys.cards(), queryFn: ({ signal }) => apiRequest(relayPath('PCS_bankCardList'), { schema: cardsSchema, signal }) }),
  );
}

export function useBanks(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: withdrawKeys.banks(),
      queryFn: ({ signal }) => apiRequest(relayPath('PCS_bankList'), { schema: banksSchema, signal }),
      staleTime: Infinity,
      enabled,
    }),
  );
}

/** PCS_withdrawCharge (token): the charge kept from an amount. */
export function getCharge(amount: number, signal?: AbortSignal) {
  return apiRequest(relayPath('PCS_withdrawCharge'), { schema: chargeSchema, params: { amount }, signal });
}

export function useCharge(amount: number | null) {
  return useQuery(
    queryOptions({
      queryKey: withdrawKeys.charge(amount),
      queryFn: ({ signal }) => getCharge(amount ?? 0, signal),
      enabled: amount !== null,
      staleTime: 30_000,
    }),
  );
}

export type AddCardInput = { type: string; bankCode: string; accountNo: string; accountName: string; network?: string };

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCardInput) => apiRequest(relayPath('PCS_addBankCard'), { method: 'post', json: input, schema: v.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.cards() }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(relayPath('PCS_deleteBankCard'), { method: 'delete', json: { id }, schema: v.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.cards() }),
  });
}

export type WithdrawInput = { amount: number; cardId: number; paymentPassword: string; requestId: string };

/** pw call: POST /wps/relay/passwordCheck/PCS_withdraw, every field encrypted. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawInput) =>
      apiRequest('/wps/relay/passwordCheck/PCS_withdraw', { method: 'post', enc: input, schema: withdrawOrderSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.info() });
      void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() });
      void queryClient.invalidateQueries({ queryKey: memberCentreKeys.wallets() });
      void queryClient.invalidateQueries({ queryKey: memberCentreKeys.profile() });
      emitEvent('balance-refresh-requested', {});
    },
  });
}

export function useConfirmList() {
  return useQuery(
    queryOptions({ queryKey: withdrawKeys.confirmList(), queryFn: ({ signal }) => apiRequest(relayPath('PCS_withdrawConfirmList'), { schema: confirmListSchema, signal }) }),
  );
}

export type ConfirmInput = { orderNo: string; result: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED'; receivedAmount?: number; proofImage?: string };

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmInput) => apiRequest(relayPath('PCS_withdrawConfirm'), { method: 'post', json: input, schema: v.unknown() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() });
      emitEvent('balance-refresh-requested', {});
    },
  });
}
