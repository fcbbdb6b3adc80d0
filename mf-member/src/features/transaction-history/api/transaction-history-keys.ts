import { memberCentreKeys } from '../../../lib/member-centre-keys';
import type { OrderLogQuery } from './get-order-logs';
import type { TransactionsQuery } from './get-transactions';

/** The query keys of the transaction history: record lists, one per query. */
export const transactionHistoryKeys = {
  transactions: (query: TransactionsQuery) => [...memberCentreKeys.records(), 'transactions', query] as const,
  deposits: (query: OrderLogQuery) => [...memberCentreKeys.records(), 'deposits', query] as const,
  withdrawals: (query: OrderLogQuery) => [...memberCentreKeys.records(), 'withdrawals', query] as const,
};
