import type { Game, GameType } from '../catalogue/types';
import { nextOrderNo, post, type Transaction } from './ledger';
import { ledgerOf, listOf, type BetRecord, type DepositOrder, type MoneyState, type WithdrawOrder } from './money-state';
import { findPromotion } from './promotions';
import { TX, type TxTypeId } from './transaction-types';
import { MAIN_WALLET_ID } from './wallets';

/** Money operations shared by the endpoints, the demo game page and the seed. */

export const walletName = (money: MoneyState, walletId: number): string =>
  money.wallets.find((wallet) => wallet.accountTypeId === walletId)?.walletName ?? `Wallet ${walletId}`;

/** A credit or debit of the main wallet with its own order number. */
export function postMain(
  money: MoneyState,
  accountId: number,
  typeId: TxTypeId,
  amountCents: number,
  time: number,
  options: { remark?: string; orderNo?: string; gameType?: GameType | null } = {},
): Transaction {
  const orderNo = options.orderNo ?? nextOrderNo(money, 'A');
  const [row] = post(ledgerOf(money, accountId), money, [
    { walletId: MAIN_WALLET_ID, typeId, amountCents, time, orderNo, remark: options.remark, gameType: options.gameType },
  ]);
  if (!row) throw new Error('no row written');
  return row;
}

/** Moves money between two wallets of one account: 8202 out of one, 8102 into the other. */
export function transferBetween(money: MoneyState, accountId: number, fromId: number, toId: number, amountCents: number, time: number): string {
  const orderNo = nextOrderNo(money, 'T');
  const remark = `${walletName(money, fromId)} → ${walletName(money, toId)}`;
  post(ledgerOf(money, accountId), money, [
    { walletId: fromId, typeId: TX.transferOut, amountCents: -amountCents, time, orderNo, remark },
    { walletId: toId, typeId: TX.transferIn, amountCents, time, orderNo, remark },
  ]);
  return orderNo;
}

/**
 * Money from one account's main wallet to another's under one order number (transfer to upline
 * 6233 / 6234 today; the agent centre's transfer to a downline later). The debit is checked first.
 */
export function transferBetweenAccounts(
  money: MoneyState,
  move: { fromId: number; toId: number; amountCents: number; time: number; outType: TxTypeId; inType: TxTypeId; remark: string; toRemark?: string },
): string {
  const orderNo = nextOrderNo(money, 'U');
  postMain(money, move.fromId, move.outType, -move.amountCents, move.time, { orderNo, remark: move.remark });
  postMain(money, move.toId, move.inType, move.amountCents, move.time, { orderNo, remark: move.toRemark ?? move.remark });
  return orderNo;
}

/** Every sub-wallet with money back to the main wallet; answers the amount moved. */
export function recallAll(money: MoneyState, accountId: number, time: number): number {
  const ledger = ledgerOf(money, accountId);
  let moved = 0;
  for (const [walletId, cents] of [...ledger.balances]) {
    if (walletId === MAIN_WALLET_ID || cents <= 0) continue;
    transferBetween(money, accountId, walletId, MAIN_WALLET_ID, cents, time);
    moved += cents;
  }
  return moved;
}

/** Writes the stake (3101) on the game's wallet; the bet stays unsettled until `settleBet`. */
export function placeBet(money: MoneyState, accountId: number, game: Game, walletId: number, betCents: number, time: number): BetRecord {
  const orderNo = nextOrderNo(money, 'B');
  post(ledgerOf(money, accountId), money, [
    { walletId, typeId: TX.bet, amountCents: -betCents, time, orderNo, remark: game.gameName, gameType: game.gameType },
  ]);
  const bet: BetRecord = {
    orderNo,
    accountId,
    walletId,
    nodeId: game.nodeId,
    gameName: game.gameName,
    vassalage: game.vassalage,
    gameType: game.gameType,
    betTime: time,
    betCents,
    validBetCents: betCents,
    winCents: null,
    settleTime: null,
  };
  listOf(money.bets, accountId).push(bet);
  return bet;
}

/** Settles a bet: the payout (3102) when it won, and its valid bet counts towards turnover. */
export function settleBet(money: MoneyState, bet: BetRecord, winCents: number, time: number): void {
  if (bet.winCents !== null) return;
  if (winCents > 0) {
    post(ledgerOf(money, bet.accountId), money, [
      { walletId: bet.walletId, typeId: TX.win, amountCents: winCents, time, orderNo: bet.orderNo, remark: bet.gameName, gameType: bet.gameType },
    ]);
  }
  bet.winCents = winCents;
  bet.settleTime = time;
  for (const requirement of money.turnover.get(bet.accountId) ?? []) {
    if (requirement.createTime > bet.betTime || requirement.achievedCents >= requirement.requiredCents) continue;
    if (requirement.gameCategory !== 'ALL' && requirement.gameCategory !== bet.gameType) continue;
    requirement.achievedCents = Math.min(requirement.requiredCents, requirement.achievedCents + bet.validBetCents);
  }
}

/**
 * An approved deposit: the credit (1101) and its turnover requirement; with a promotion joined,
 * its bonus (5101) and the promotion's turnover on deposit + bonus.
 */
export function creditDeposit(money: MoneyState, order: DepositOrder, time: number): void {
  postMain(money, order.accountId, TX.deposit, order.amountCents, time, { orderNo: order.orderNo, remark: order.channelName });
  order.state = 2;
  order.updateTime = time;
  const promotion = order.promotionId === null ? undefined : findPromotion(order.promotionId);
  if (promotion && order.amountCents >= promotion.minDeposit * 100) {
    const bonus = Math.min(Math.floor((order.amountCents * promotion.bonusRate) / 100), promotion.maxBonus * 100);
    postMain(money, order.accountId, TX.bonus, bonus, time, { orderNo: order.orderNo, remark: promotion.name });
    addTurnover(money, order.accountId, 'BONUS', order.orderNo, 'ALL', (order.amountCents + bonus) * promotion.turnoverMultiplier, time);
  } else {
    addTurnover(money, order.accountId, 'DEPOSIT', order.orderNo, 'ALL', Math.round(order.amountCents * money.settings.depositTurnoverMultiplier), time);
  }
}

export function addTurnover(
  money: MoneyState,
  accountId: number,
  source: 'DEPOSIT' | 'BONUS',
  orderNo: string,
  gameCategory: GameType | 'ALL',
  requiredCents: number,
  time: number,
): void {
  if (requiredCents <= 0) return;
  listOf(money.turnover, accountId).push({
    id: money.nextTurnoverId++,
    accountId,
    source,
    orderNo,
    gameCategory,
    requiredCents,
    achievedCents: 0,
    createTime: time,
  });
}

/** A withdrawal request takes the amount off the main wallet at once (2101). */
export function debitWithdrawal(money: MoneyState, order: WithdrawOrder): void {
  postMain(money, order.accountId, TX.withdraw, -order.amountCents, order.createTime, { orderNo: order.orderNo, remark: order.bankName });
}

/** Audit failed or payout failed: the amount goes back (2102). */
export function refundWithdrawal(money: MoneyState, order: WithdrawOrder, time: number): void {
  postMain(money, order.accountId, TX.withdrawRefund, order.amountCents, time, { orderNo: order.orderNo, remark: order.bankName });
}
