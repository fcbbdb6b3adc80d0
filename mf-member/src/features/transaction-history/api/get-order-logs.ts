import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, type DayRange, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { transactionHistoryKeys } from './transaction-history-keys';

/** Deposit state (PLATFORM-FACTS): 2 approved, 3 cancelled, 4 pending, 5 new, 6 rejected, 7 expired. */
export const DEPOSIT_STATES = [2, 3, 4, 5, 6, 7] as const;
/** Withdrawal status: 1 processing, 2 transferring, 3 audit failed, 4 success, 5 failed. */
export const WITHDRAW_STATUSES = [1, 2, 3, 4, 5] as const;

export const DEPOSIT_LOG_PAGE_SIZE = 8;
export const WITHDRAW_LOG_PAGE_SIZE = 14;
export const ORDER_LOG_WINDOW_DAYS = 7;

export const depositOrderSchema = v.object({
  orderNo: v.string(),
  methodCode: v.nullish(v.string(), ''),
  vendorName: v.nullish(v.string(), ''),
  amount: looseNumber,
  state: looseInteger,
  createTime: v.string(),
  remark: v.nullish(v.string(), ''),
  /** A payment slip was sent with "I have paid". */
  hasSlip: v.nullish(v.boolean(), false),
});

export const depositLogSchema = recordPageSchema(depositOrderSchema, v.object({ count: looseInteger, approvedAmount: looseNumber }));

export const withdrawOrderSchema = v.object({
  orderNo: v.string(),
  bankName: v.nullish(v.string(), ''),
  accountNo: v.nullish(v.string(), ''),
  amount: looseNumber,
  charge: v.nullish(looseNumber, 0),
  status: looseInteger,
  createTime: v.string(),
});

export const withdrawLogSchema = recordPageSchema(withdrawOrderSchema, v.object({ count: looseInteger }));

export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;
export type WithdrawOrder = v.InferOutput<typeof withdrawOrderSchema>;

/** `states` empty = every state. */
export type OrderLogQuery = DayRange & { states: number[]; page: number };

/** PCS_depositOrderList (token): the deposit log, 8 a page, 7 days back at most. */
export function getDepositLog(query: OrderLogQuery, signal?: AbortSignal) {
  const { states, ...rest } = query;
  return apiRequest(relayPath('PCS_depositOrderList'), {
    schema: depositLogSchema,
    params: { ...rest, state: states.length ? states.join(',') : undefined, size: DEPOSIT_LOG_PAGE_SIZE },
    signal,
  });
}

/** PCS_withdrawOrderList (token): the withdrawal log, 14 a page, 7 days back at most. */
export function getWithdrawLog(query: OrderLogQuery, signal?: AbortSignal) {
  const { states, ...rest } = query;
  return apiRequest(relayPath('PCS_withdrawOrderList'), {
    schema: withdrawLogSchema,
    params: { ...rest, status: states.length ? states.join(',') : undefined, size: WITHDRAW_LOG_PAGE_SIZE },
    signal,
  });
}

export function useDepositLog(query: OrderLogQuery) {
  return useQuery(
    queryOptions({
      queryKey: transactionHistoryKeys.deposits(query),
      queryFn: ({ signal }) => getDepositLog(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useWithdrawLog(query: OrderLogQuery) {
  return useQuery(
    queryOptions({
      queryKey: transactionHistoryKeys.withdrawals(query),
      queryFn: ({ signal }) => getWithdrawLog(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
