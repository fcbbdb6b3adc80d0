import { GAME_TYPES, type GameType } from '../../catalogue/types';
import { badRequest } from '../../lib/envelope';
import type { Payload } from '../../lib/input';
import { formatTime } from '../../money/clock';
import type { Transaction } from '../../money/ledger';
import type { BetRecord, MoneyState } from '../../money/money-state';
import { walletName } from '../../money/operations';
import { rebateRate } from '../../money/rebate-rates';
import type { TimeRange } from '../../money/requests';
import { isTxTypeId, TX, TX_CATEGORIES, TX_TYPES, type TxCategory } from '../../money/transaction-types';
import { toAmount } from '../../state/accounts';

/** Page sizes and search windows of the record pages (PLATFORM-FACTS; betting and P&L chosen). */
export const RECORD_LIMITS = {
  transactions: { size: 13, days: 30 },
  bets: { size: 13, days: 30 },
  profit: { size: 20, days: 90 },
} as const;

const inRange = (time: number, range: TimeRange): boolean => time >= range.from && time <= range.to;

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

function readCategory(query: Payload, key: string): GameType | 'ALL' {
  const raw = query[key];
  const value = typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : 'ALL';
  if (value !== 'ALL' && !(GAME_TYPES as readonly string[]).includes(value)) throw badRequest(`Invalid request: ${key} must be ALL or one of ${GAME_TYPES.join(', ')}`);
  return value as GameType | 'ALL';
}

// --- Transactions (ODSFE2_MemTransDet) ---

export interface TransactionRow {
  id: number;
  orderNo: string;
  typeId: number;
  typeName: string;
  category: TxCategory;
  amount: number;
  balanceAfter: number;
  accountTypeId: number;
  walletName: string;
  gameType: GameType | null;
  createTime: string;
  remark: string;
}

export function toTransactionRow(money: MoneyState, row: Transaction): TransactionRow {
  const type = TX_TYPES[row.typeId];
  return {
    id: row.id,
    orderNo: row.orderNo,
    typeId: row.typeId,
    typeName: type.name,
    category: type.category,
    amount: toAmount(row.amountCents),
    balanceAfter: toAmount(row.balanceAfterCents),
    accountTypeId: row.walletId,
    walletName: walletName(money, row.walletId),
    gameType: row.gameType,
    createTime: formatTime(row.time),
    remark: row.remark,
  };
}

/**
 * Filters: `type` (ALL or a category of TX_CATEGORIES), `typeId` (comma-separated ids, e.g.
 * 8102,8202 for recent transfers or 6233 for the transfer-to-upline log), `accountTypeId`.
 */
export function filterTransactions(rows: readonly Transaction[], query: Payload, range: TimeRange): Transaction[] {
  const typeRaw = typeof query.type === 'string' && query.type.trim() !== '' ? query.type.trim().toUpperCase() : 'ALL';
  if (typeRaw !== 'ALL' && !(TX_CATEGORIES as readonly string[]).includes(typeRaw)) {
    throw badRequest(`Invalid request: type must be ALL or one of ${TX_CATEGORIES.join(', ')}`);
  }
  const typeIdsText = typeof query.typeId === 'string' ? query.typeId.trim() : typeof query.typeId === 'number' ? String(query.typeId) : '';
  const typeIds = typeIdsText === '' ? undefined : new Set(typeIdsText.split(',').map(Number));
  if (typeIds && [...typeIds].some((id) => !isTxTypeId(id))) throw badRequest('Invalid request: unknown typeId');
  const walletRaw = query.accountTypeId;
  const walletId = walletRaw === undefined || walletRaw === '' ? undefined : Number(walletRaw);
  return rows
    .filter(
      (row) =>
        inRange(row.time, range) &&
        (typeRaw === 'ALL' || TX_TYPES[row.typeId].category === typeRaw) &&
        (!typeIds || typeIds.has(row.typeId)) &&
        (walletId === undefined || row.walletId === walletId),
    )
    .sort((a, b) => b.time - a.time || b.id - a.id);
}

export function transactionFooter(rows: readonly Transaction[]) {
  const income = sum(rows.filter((row) => row.amountCents > 0).map((row) => row.amountCents));
  const expense = sum(rows.filter((row) => row.amountCents < 0).map((row) => row.amountCents));
  return { count: rows.length, income: toAmount(income), expense: toAmount(expense), net: toAmount(income + expense) };
}

// --- Bets (ODSFE2_MemBetDet) ---

export type BetStatus = 'SETTLED' | 'UNSETTLED';

export interface BetRow {
  orderNo: string;
  betTime: string;
  settleTime: string | null;
  gameName: string;
  vassalage: string;
  gameType: GameType;
  betAmount: number;
  validBet: number;
  winAmount: number | null;
  profitLoss: number | null;
  status: BetStatus;
}

export function toBetRow(bet: BetRecord): BetRow {
  const settled = bet.winCents !== null;
  return {
    orderNo: bet.orderNo,
    betTime: formatTime(bet.betTime),
    settleTime: bet.settleTime === null ? null : formatTime(bet.settleTime),
    gameName: bet.gameName,
    vassalage: bet.vassalage,
    gameType: bet.gameType,
    betAmount: toAmount(bet.betCents),
    validBet: settled ? toAmount(bet.validBetCents) : 0,
    winAmount: settled ? toAmount(bet.winCents ?? 0) : null,
    profitLoss: settled ? toAmount((bet.winCents ?? 0) - bet.betCents) : null,
    status: settled ? 'SETTLED' : 'UNSETTLED',
  };
}

/** Filters: `gameCategory` (ALL or a category), `status` SETTLED / UNSETTLED (or `settled` 1 / 0), `orderNo`. */
export function filterBets(bets: readonly BetRecord[], query: Payload, range: TimeRange): BetRecord[] {
  const category = readCategory(query, 'gameCategory');
  const statusRaw = typeof query.status === 'string' ? query.status.trim().toUpperCase() : '';
  const settledRaw = query.settled === undefined || query.settled === '' ? undefined : String(query.settled);
  const status: BetStatus | undefined =
    statusRaw === 'SETTLED' || settledRaw === '1' || settledRaw === 'true' ? 'SETTLED' : statusRaw === 'UNSETTLED' || settledRaw === '0' || settledRaw === 'false' ? 'UNSETTLED' : undefined;
  if (statusRaw !== '' && statusRaw !== 'SETTLED' && statusRaw !== 'UNSETTLED') throw badRequest('Invalid request: status must be SETTLED or UNSETTLED');
  const orderNo = typeof query.orderNo === 'string' && query.orderNo.trim() !== '' ? query.orderNo.trim().toUpperCase() : undefined;
  return bets
    .filter(
      (bet) =>
        inRange(bet.betTime, range) &&
        (category === 'ALL' || bet.gameType === category) &&
        (status === undefined || (status === 'SETTLED') === (bet.winCents !== null)) &&
        (orderNo === undefined || bet.orderNo.includes(orderNo)),
    )
    .sort((a, b) => b.betTime - a.betTime || b.orderNo.localeCompare(a.orderNo));
}

export function betFooter(bets: readonly BetRecord[]) {
  const settled = bets.filter((bet) => bet.winCents !== null);
  const win = sum(settled.map((bet) => bet.winCents ?? 0));
  return {
    count: bets.length,
    betAmount: toAmount(sum(bets.map((bet) => bet.betCents))),
    validBet: toAmount(sum(settled.map((bet) => bet.validBetCents))),
    winAmount: toAmount(win),
    profitLoss: toAmount(win - sum(settled.map((bet) => bet.betCents))),
  };
}

// --- Profit and loss per category (ODSFE2_MemPNLDet) ---

export interface ProfitRow {
  gameCategory: GameType | 'ALL';
  totalDeposit: number;
  totalWithdraw: number;
  expense: number;
  income: number;
  rebate: number;
  promotion: number;
  agentCommission: number;
  profitSharing: number;
  dailySalary: number;
  totalProfitLoss: number;
}

/**
 * Per category from the ledger: expense = stakes, income = payouts, rebate = bet rebates of the
 * category; deposits, withdrawals, promotions, commissions, dividends and salaries belong to no
 * category and count in ALL only. P&L = income − expense + rebate + promotion + commission +
 * profit sharing + daily salary.
 */
export function profitRows(rows: readonly Transaction[], range: TimeRange): ProfitRow[] {
  const inside = rows.filter((row) => inRange(row.time, range));
  const total = (filter: (row: Transaction) => boolean): number => sum(inside.filter(filter).map((row) => row.amountCents));
  const rowFor = (category: GameType | 'ALL'): ProfitRow => {
    const of = (typeIds: readonly number[]) => (row: Transaction) => typeIds.includes(row.typeId) && (category === 'ALL' || row.gameType === category);
    const all = category === 'ALL';
    const expense = -total(of([TX.bet]));
    const income = total(of([TX.win]));
    const rebate = total(of([TX.betRebate]));
    const promotion = all ? total(of([TX.bonus])) : 0;
    const agentCommission = all ? total(of([TX.commission, TX.agentRebate])) : 0;
    const profitSharing = all ? total(of([TX.contractDividend])) : 0;
    const dailySalary = all ? total(of([TX.dailySalary])) : 0;
    return {
      gameCategory: category,
      totalDeposit: toAmount(all ? total(of([TX.deposit])) : 0),
      totalWithdraw: toAmount(all ? -total(of([TX.withdraw, TX.withdrawRefund])) : 0),
      expense: toAmount(expense),
      income: toAmount(income),
      rebate: toAmount(rebate),
      promotion: toAmount(promotion),
      agentCommission: toAmount(agentCommission),
      profitSharing: toAmount(profitSharing),
      dailySalary: toAmount(dailySalary),
      totalProfitLoss: toAmount(income - expense + rebate + promotion + agentCommission + profitSharing + dailySalary),
    };
  };
  return [rowFor('ALL'), ...GAME_TYPES.map(rowFor)];
}

export function readProfitCategory(query: Payload): GameType | 'ALL' {
  return readCategory(query, 'gameCategory');
}

// --- Rebate settings ---

export const PRODUCT_NAMES: Readonly<Record<GameType, string>> = {
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  LIVE: 'Live casino',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Cards',
  ESPORTS: 'E-sports',
};

export const rebateSettings = (vipLevel: number) =>
  GAME_TYPES.map((productType) => ({ productType, productName: PRODUCT_NAMES[productType], rate: rebateRate(productType, vipLevel), vipLevel }));

