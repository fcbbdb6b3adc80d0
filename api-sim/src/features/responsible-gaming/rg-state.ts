import type { MoneyState } from '../../money/money-state';
import { createExclusionState, type ExclusionState } from './rg-exclusion';
import { createLimitState, type LimitState } from './rg-limits';

/**
 * Responsible gambling (issues 12 and 24, not in SPEC; docs/member-centre.md and
 * docs/api-contract.md "Responsible gambling"): deposit, loss and wager limits per day, week and
 * month (`rg-limits.ts`), time-outs and self-exclusion (`rg-exclusion.ts`), a session-time
 * reminder per account, and when each session began.
 */
export interface RgState {
  limits: LimitState;
  exclusions: ExclusionState;
  /** account id → reminder interval in minutes (0 = off) */
  reminders: Map<number, number>;
  /** token → when the session began (simulator clock) */
  sessionStarts: Map<string, number>;
  /** Accounts that answered the limit prompt of the first deposit. */
  limitPromptAnswered: Set<number>;
}

export const createRgState = (): RgState => ({
  limits: createLimitState(),
  exclusions: createExclusionState(),
  reminders: new Map(),
  sessionStarts: new Map(),
  limitPromptAnswered: new Set(),
});

/** The reminder intervals a member may choose (minutes; 0 = off). */
export const REMINDER_MINUTES = [0, 15, 30, 60, 120] as const;

export const REMINDER_INVALID = 'Choose a reminder of 0 (off), 15, 30, 60 or 120 minutes';

/** Settled win minus stake of the account's bets settled since `from` (cents). */
export function netResultCents(money: MoneyState, accountId: number, from: number, now: number): number {
  return (money.bets.get(accountId) ?? [])
    .filter((bet) => bet.winCents !== null && bet.settleTime !== null && bet.settleTime >= from && bet.settleTime <= now)
    .reduce((total, bet) => total + (bet.winCents ?? 0) - bet.betCents, 0);
}
