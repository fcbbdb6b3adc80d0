import type { Catalogue } from '../catalogue/catalogue';
import type { GameType } from '../catalogue/types';
import { createLedger, type Ledger, type LedgerCounters } from './ledger';
import { walletDefinitions, type WalletDefinition } from './wallets';

/** A bet of the betting record; its money rows are in the ledger under the same orderNo. */
export interface BetRecord {
  orderNo: string;
  accountId: number;
  walletId: number;
  nodeId: number;
  gameName: string;
  vassalage: string;
  gameType: GameType;
  betTime: number;
  betCents: number;
  validBetCents: number;
  /** null while unsettled (sports). */
  winCents: number | null;
  settleTime: number | null;
}

/** Deposit state (PLATFORM-FACTS): 2 approved, 3 cancelled, 4 pending, 5 new, 6 rejected, 7 expired. */
export type DepositState = 2 | 3 | 4 | 5 | 6 | 7;

export interface Payee {
  bankName: string;
  accountName: string;
  accountNo: string;
  /** QR methods: the text to encode. */
  qrContent: string | null;
  /** Crypto: the deposit address and network. */
  address: string | null;
  network: string | null;
}

export interface DepositOrder {
  orderNo: string;
  accountId: number;
  methodCode: string;
  channelId: number;
  channelName: string;
  amountCents: number;
  state: DepositState;
  createTime: number;
  updateTime: number;
  /** A new order not paid by then expires (state 7). */
  expiresAt: number;
  promotionId: number | null;
  payee: Payee | null;
  /** The member's payment reference or slip image (data URL) when marked as paid. */
  slip: string | null;
  remark: string;
}

/** Withdrawal status (PLATFORM-FACTS): 1 processing, 2 transferring, 3 audit failed, 4 success, 5 failed. */
export type WithdrawStatus = 1 | 2 | 3 | 4 | 5;
/** Withdrawal type (PLATFORM-FACTS): BC bank card, EW e-wallet, VW crypto. */
export type PayoutType = 'BC' | 'EW' | 'VW';

export type ConfirmStatus = 'PENDING' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'FORCED';

export interface WithdrawConfirmation {
  status: ConfirmStatus;
  /** Without an answer by then it counts as received (FORCED): no refund. */
  deadline: number;
  receivedCents: number | null;
  remainingCents: number | null;
  proofImage: string | null;
  confirmTime: number | null;
}

export interface WithdrawOrder {
  orderNo: string;
  accountId: number;
  cardId: number;
  type: PayoutType;
  bankName: string;
  accountName: string;
  accountNo: string;
  amountCents: number;
  chargeCents: number;
  status: WithdrawStatus;
  createTime: number;
  updateTime: number;
  remark: string;
  /** Set when paid out (status 4). */
  confirmation: WithdrawConfirmation | null;
  /** The steps after submission, as they happened (withdraw-progress.ts); absent on seeded orders. */
  progress?: WithdrawProgressStep[];
}

/** A step of a withdrawal's timeline after its submission (docs/api-contract.md, "Withdrawal progress"). */
export interface WithdrawProgressStep {
  step: 'REVIEWING' | 'APPROVED' | 'REJECTED' | 'PAID' | 'FAILED';
  time: number;
  reason?: string;
}

export interface BankCard {
  id: number;
  accountId: number;
  type: PayoutType;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNo: string;
  network: string | null;
  createTime: number;
}

/** Valid bet still needed before a withdrawal (per category or ALL). */
export interface TurnoverRequirement {
  id: number;
  accountId: number;
  source: 'DEPOSIT' | 'BONUS';
  orderNo: string;
  gameCategory: GameType | 'ALL';
  requiredCents: number;
  achievedCents: number;
  createTime: number;
}

export interface MoneySettings {
  /** GCS_merchantWallet.isSingle: one wallet for every game (no sub-wallets, no transfers). */
  isSingle: boolean;
  /** Minutes a member has to confirm a paid-out withdrawal. */
  confirmMinutes: number;
  /** Minutes a new deposit order waits for payment. */
  depositExpiryMinutes: number;
  /** Valid bet needed per deposited peso before a withdrawal. */
  depositTurnoverMultiplier: number;
  /** Deposits open, else the operator's message is shown. */
  depositAllowed: boolean;
  depositClosedMessage: string;
}

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  isSingle: false,
  confirmMinutes: 30,
  depositExpiryMinutes: 30,
  depositTurnoverMultiplier: 1,
  depositAllowed: true,
  depositClosedMessage: 'Deposits are paused for bank maintenance. Please try again later.',
};

/** The remembered answer of a money-moving call, per account and requestId. */
export interface IdempotentAnswer {
  fingerprint: string;
  answer: unknown;
}

export interface MoneyState extends LedgerCounters {
  wallets: readonly WalletDefinition[];
  ledgers: Map<number, Ledger>;
  bets: Map<number, BetRecord[]>;
  deposits: DepositOrder[];
  withdrawals: WithdrawOrder[];
  bankCards: Map<number, BankCard[]>;
  turnover: Map<number, TurnoverRequirement[]>;
  /** `<accountId>:<call>:<requestId>` → answer */
  idempotency: Map<string, IdempotentAnswer>;
  settings: MoneySettings;
  nextCardId: number;
  nextTurnoverId: number;
  /** account id → start of the first site day whose bet rebates are not paid yet. */
  rebatePaidThrough: Map<number, number>;
}

export function createMoneyState(catalogue: Catalogue): MoneyState {
  return {
    wallets: walletDefinitions(catalogue),
    ledgers: new Map(),
    bets: new Map(),
    deposits: [],
    withdrawals: [],
    bankCards: new Map(),
    turnover: new Map(),
    idempotency: new Map(),
    settings: { ...DEFAULT_MONEY_SETTINGS },
    nextTxId: 1,
    nextOrderSeq: 1,
    nextCardId: 1,
    nextTurnoverId: 1,
    rebatePaidThrough: new Map(),
  };
}

export function ledgerOf(money: MoneyState, accountId: number): Ledger {
  let ledger = money.ledgers.get(accountId);
  if (!ledger) {
    ledger = createLedger(accountId);
    money.ledgers.set(accountId, ledger);
  }
  return ledger;
}

export function listOf<T>(lists: Map<number, T[]>, accountId: number): T[] {
  let list = lists.get(accountId);
  if (!list) {
    list = [];
    lists.set(accountId, list);
  }
  return list;
}
