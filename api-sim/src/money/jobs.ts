import type { GameType } from '../catalogue/types';
import type { Account } from '../state/accounts';
import { DAY_MS, startOfSiteDay } from './clock';
import { nextOrderNo } from './ledger';
import type { DepositOrder, MoneyState, WithdrawOrder } from './money-state';
import { postMain } from './operations';
import { rebateRate } from './rebate-rates';
import { TX } from './transaction-types';

/** Rebates of a site day are paid at 00:30 the next day (site time). */
export const REBATE_PAY_DELAY_MS = 30 * 60 * 1000;

/** A new deposit order not paid in time expires (state 7). */
export function expireDeposit(order: DepositOrder, now: number): void {
  if (order.state === 5 && order.expiresAt <= now) {
    order.state = 7;
    order.updateTime = order.expiresAt;
  }
}

/** A paid-out withdrawal not confirmed in time counts as received (FORCED: no refund). */
export function expireConfirmation(order: WithdrawOrder, now: number): void {
  const confirmation = order.confirmation;
  if (confirmation?.status === 'PENDING' && confirmation.deadline <= now) {
    confirmation.status = 'FORCED';
    confirmation.receivedCents = order.amountCents - order.chargeCents;
    confirmation.remainingCents = 0;
    confirmation.confirmTime = confirmation.deadline;
  }
}

/** Pays the bet rebates of every finished site day (settled valid bets × the rate of the product type). */
export function payRebates(money: MoneyState, account: Account, now: number): void {
  const bets = money.bets.get(account.id);
  if (!bets || bets.length === 0) return;
  let day = money.rebatePaidThrough.get(account.id) ?? startOfSiteDay(now);
  while (day + DAY_MS + REBATE_PAY_DELAY_MS <= now) {
    const payTime = day + DAY_MS + REBATE_PAY_DELAY_MS;
    const valid = new Map<GameType, number>();
    for (const bet of bets) {
      if (bet.betTime < day || bet.betTime >= day + DAY_MS || bet.settleTime === null || bet.settleTime > payTime) continue;
      valid.set(bet.gameType, (valid.get(bet.gameType) ?? 0) + bet.validBetCents);
    }
    for (const [gameType, validCents] of valid) {
      const rebate = Math.floor((validCents * rebateRate(gameType, account.vipLevel)) / 100);
      if (rebate > 0) postMain(money, account.id, TX.betRebate, rebate, payTime, { orderNo: nextOrderNo(money, 'R'), remark: `${gameType} rebate`, gameType });
    }
    day += DAY_MS;
  }
  money.rebatePaidThrough.set(account.id, day);
}

/**
 * What the platform does on its own as the clock moves: deposit expiry, confirmation expiry and
 * daily rebates. Run before every request (cheap when nothing is due).
 */
export function runDueJobs(money: MoneyState, accounts: ReadonlyMap<number, Account>, now: number): void {
  for (const order of money.deposits) expireDeposit(order, now);
  for (const order of money.withdrawals) expireConfirmation(order, now);
  for (const accountId of money.bets.keys()) {
    const account = accounts.get(accountId);
    if (account) payRebates(money, account, now);
  }
}
