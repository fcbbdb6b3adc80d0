import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, type DayRange, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { transactionHistoryKeys } from './transaction-history-keys';

/** Filter groups of the account record (PLATFORM-FACTS transaction types). */
export const TRANSACTION_TYPES = ['ALL', 'DEPOSIT', 'WITHDRAW', 'BET', 'WIN', 'BONUS', 'BET_REBATE', 'AGENT_REBATE', 'DIVIDEND', 'DAILY_SALARY', 'OTHER'] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTIONS_PAGE_SIZE = 13;
export const TRANSACTIONS_WINDOW_DAYS = 30;

export const transactionSchema = v.object({
  id: v.union([v.string(), v.number()]),
  orderNo: v.nullish(v.string(), ''),
  typeId: looseInteger,
  typeName: v.nullish(v.string(), ''),
  category: v.nullish(v.string(), 'OTHER'),
  amount: looseNumber,
  balanceAfter: looseNumber,
  walletName: v.nullish(v.string(), ''),
  createTime: v.string(),
  remark: v.nullish(v.string(), ''),
});

export const transactionsFooterSchema = v.object({ count: looseInteger, income: looseNumber, expense: looseNumber, net: looseNumber });

export const transactionsSchema = recordPageSchema(transactionSchema, transactionsFooterSchema);

export type Transaction = v.InferOutput<typeof transactionSchema>;
export type TransactionsPage = v.InferOutput<typeof transactionsSchema>;

export type TransactionsQuery = DayRange & { type: TransactionType; page: number };

/** ODSFE2_MemTransDet (token): the account record, 13 a page, 30 days back at most. */
export function getTransactions(query: TransactionsQuery, signal?: AbortSignal): Promise<TransactionsPage> {
  return apiRequest(relayPath('ODSFE2_MemTransDet'), {
    schema: transactionsSchema,
    params: { ...query, size: TRANSACTIONS_PAGE_SIZE },
    signal,
  });
}

export function getTransactionsQueryOptions(query: TransactionsQuery) {
  return queryOptions({
    queryKey: transactionHistoryKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(query: TransactionsQuery) {
  return useQuery(getTransactionsQueryOptions(query));
}
