import type { GameType } from '../catalogue/types';
import type { TxTypeId } from './transaction-types';
import { MAIN_WALLET_ID } from './wallets';

/**
 * One row of an account's ledger: a signed amount on one wallet. A wallet's balance is always
 * the sum of its rows (the invariant `checkLedger` states and the property test drives).
 */
export interface Transaction {
  id: number;
  /** Shared by the rows of one operation (the two halves of a transfer, a bet and its win). */
  orderNo: string;
  accountId: number;
  walletId: number;
  typeId: TxTypeId;
  amountCents: number;
  /** Balance of `walletId` after this row. */
  balanceAfterCents: number;
  time: number;
  remark: string;
  /** Bets, wins and rebates carry their game category (profit per category). */
  gameType: GameType | null;
}

export interface Ledger {
  accountId: number;
  /** wallet id → balance in cents; kept equal to the sum of the wallet's rows. */
  balances: Map<number, number>;
  /** In the order written (time order, unless the clock was set back). */
  transactions: Transaction[];
}

export interface LedgerCounters {
  nextTxId: number;
  nextOrderSeq: number;
}

export class InsufficientFundsError extends Error {
  constructor(readonly walletId: number) {
    super(`Insufficient balance in wallet ${walletId}`);
    this.name = 'InsufficientFundsError';
  }
}

export const createLedger = (accountId: number): Ledger => ({ accountId, balances: new Map(), transactions: [] });

export const walletBalance = (ledger: Ledger, walletId: number): number => ledger.balances.get(walletId) ?? 0;

export const mainBalance = (ledger: Ledger): number => walletBalance(ledger, MAIN_WALLET_ID);

export function totalBalance(ledger: Ledger): number {
  let total = 0;
  for (const cents of ledger.balances.values()) total += cents;
  return total;
}

/** Order numbers: a letter for the kind of operation and a 10-digit sequence. */
export type OrderKind = 'D' | 'W' | 'B' | 'T' | 'R' | 'P' | 'U' | 'A';

export function nextOrderNo(counters: LedgerCounters, kind: OrderKind): string {
  const orderNo = `${kind}${String(counters.nextOrderSeq).padStart(10, '0')}`;
  counters.nextOrderSeq += 1;
  return orderNo;
}

export interface Posting {
  walletId: number;
  typeId: TxTypeId;
  amountCents: number;
  time: number;
  orderNo: string;
  remark?: string;
  gameType?: GameType | null;
}

/**
 * Writes rows atomically: either every posting is written or none (a debit that would take a
 * wallet below zero throws InsufficientFundsError before anything changes).
 */
export function post(ledger: Ledger, counters: LedgerCounters, postings: readonly Posting[]): Transaction[] {
  const after = new Map<number, number>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountCents)) throw new Error('amounts are integer cents');
    const balance = (after.get(posting.walletId) ?? walletBalance(ledger, posting.walletId)) + posting.amountCents;
    if (balance < 0) throw new InsufficientFundsError(posting.walletId);
    after.set(posting.walletId, balance);
  }
  return postings.map((posting) => {
    const balanceAfterCents = walletBalance(ledger, posting.walletId) + posting.amountCents;
    ledger.balances.set(posting.walletId, balanceAfterCents);
    const row: Transaction = {
      id: counters.nextTxId,
      orderNo: posting.orderNo,
      accountId: ledger.accountId,
      walletId: posting.walletId,
      typeId: posting.typeId,
      amountCents: posting.amountCents,
      balanceAfterCents,
      time: posting.time,
      remark: posting.remark ?? '',
      gameType: posting.gameType ?? null,
    };
    counters.nextTxId += 1;
    ledger.transactions.push(row);
    return row;
  });
}

/** The ledger invariant: every balance is the sum of its wallet's rows, and none is negative. */
export function checkLedger(ledger: Ledger): string[] {
  const sums = new Map<number, number>();
  for (const row of ledger.transactions) sums.set(row.walletId, (sums.get(row.walletId) ?? 0) + row.amountCents);
  const problems: string[] = [];
  const wallets = new Set([...sums.keys(), ...ledger.balances.keys()]);
  for (const walletId of wallets) {
    const sum = sums.get(walletId) ?? 0;
    const balance = walletBalance(ledger, walletId);
    if (sum !== balance) problems.push(`wallet ${walletId}: balance ${balance} but rows sum to ${sum}`);
    if (balance < 0) problems.push(`wallet ${walletId}: negative balance ${balance}`);
  }
  return problems;
}
