import type { MoneyState } from '../../money/money-state';
import type { Account } from '../../state/accounts';
import { addPointRow, type PointsState } from './points-state';
import { BET_PESOS_PER_POINT } from './points-catalogue';

/** Points from bets at the rate the rules state (`BET_PESOS_PER_POINT`); points never expire (SPEC §9). */
export const CENTS_PER_POINT = BET_PESOS_PER_POINT * 100;

/** Marks every bet there is as counted: the seeded history's points are in the seed already. */
export function markBetsCounted(points: PointsState, money: MoneyState): void {
  points.betsCounted = new Map([...money.bets].map(([accountId, bets]) => [accountId, bets.length]));
  points.betCentsCarry = new Map();
}

/**
 * The clockwork of points (run before each request): every settled bet not counted yet adds its
 * valid bet; each whole ₱10 is a point, one EARN row per account and run, the rest carried over.
 * An unsettled bet holds the count at its place until it settles.
 */
export function earnBetPoints(points: PointsState, money: MoneyState, accounts: ReadonlyMap<number, Account>, now: number): void {
  for (const [accountId, bets] of money.bets) {
    let index = points.betsCounted.get(accountId) ?? 0;
    if (index >= bets.length) continue;
    let cents = points.betCentsCarry.get(accountId) ?? 0;
    while (index < bets.length) {
      const bet = bets[index];
      if (!bet || bet.winCents === null) break;
      cents += bet.validBetCents;
      index += 1;
    }
    points.betsCounted.set(accountId, index);
    const earned = Math.floor(cents / CENTS_PER_POINT);
    points.betCentsCarry.set(accountId, cents - earned * CENTS_PER_POINT);
    const account = accounts.get(accountId);
    if (earned > 0 && account) addPointRow(points, account, 'EARN', earned, now, 'Valid bets');
  }
}
