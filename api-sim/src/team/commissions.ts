import { DAY_MS } from '../money/clock';
import { nextOrderNo } from '../money/ledger';
import { postMain } from '../money/operations';
import { TX } from '../money/transaction-types';
import { isAgent, type Account } from '../state/accounts';
import type { SimState } from '../state/sim-state';
import { periodEnd, periodStart } from './contract-rules';
import { TEAM_HISTORY_DAYS } from './team-seed';

/** Weekly commission (chosen): 0.1 % of the team's settled valid bet of each week (Sunday–Saturday). */
export const COMMISSION_RATE = 0.1;

/** A week's commission is paid at 03:00 on the Sunday after it (chosen). */
export const COMMISSION_PAY_DELAY_MS = 3 * 60 * 60 * 1000;

const weekStart = (time: number): number => periodStart('DIVIDEND', 'W', time);
const weekEnd = (start: number): number => periodEnd('DIVIDEND', 'W', start);

/** The week the seeded history starts with: the first weekly commission the seed pays. */
export const firstCommissionWeek = (now: number): number => weekStart(weekStart(now) - TEAM_HISTORY_DAYS * DAY_MS);

/**
 * Pays one week: every agent with a team gets 0.1 % of the settled valid bet its whole team
 * (every level) placed in the week, as one 4401 row on its main wallet at the week's pay time.
 */
function payWeek(state: SimState, start: number): void {
  const end = weekEnd(start);
  const payTime = end + COMMISSION_PAY_DELAY_MS;
  const validByAgent = new Map<number, number>();
  for (const [accountId, bets] of state.money.bets) {
    let valid = 0;
    for (const bet of bets) if (bet.winCents !== null && bet.betTime >= start && bet.betTime < end) valid += bet.validBetCents;
    if (valid === 0) continue;
    // Every upline of the bettor counts this valid bet in its team.
    const seen = new Set<number>([accountId]);
    let upline: Account | undefined = uplineOf(state, accountId);
    while (upline && !seen.has(upline.id)) {
      seen.add(upline.id);
      if (isAgent(upline)) validByAgent.set(upline.id, (validByAgent.get(upline.id) ?? 0) + valid);
      upline = upline.uplineId === null ? undefined : state.accounts.get(upline.uplineId);
    }
  }
  for (const [agentId, validCents] of [...validByAgent].sort(([a], [b]) => a - b)) {
    const amount = Math.floor((validCents * COMMISSION_RATE) / 100);
    if (amount > 0) postMain(state.money, agentId, TX.commission, amount, payTime, { orderNo: nextOrderNo(state.money, 'A'), remark: 'Weekly commission' });
  }
}

function uplineOf(state: SimState, accountId: number): Account | undefined {
  const account = state.accounts.get(accountId);
  return account?.uplineId === null || account === undefined ? undefined : state.accounts.get(account.uplineId);
}

/**
 * The clockwork of commissions (run before each request, like the salaries): every week whose
 * pay time has come and that is not paid yet is paid, once — `state.team.commissionsPaidThrough`
 * moves past it before the next request can see it.
 */
export function settleCommissions(state: SimState, now: number): void {
  let start = state.team.commissionsPaidThrough;
  if (start === null) return;
  while (weekEnd(start) + COMMISSION_PAY_DELAY_MS <= now) {
    payWeek(state, start);
    start = weekEnd(start);
  }
  state.team.commissionsPaidThrough = start;
}
