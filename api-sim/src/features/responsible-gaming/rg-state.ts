import { fail, type Envelope } from '../../lib/envelope';
import { DAY_MS, formatTime, startOfSiteDay } from '../../money/clock';
import type { DepositOrder, MoneyState } from '../../money/money-state';
import { toAmount } from '../../state/accounts';

/**
 * Responsible gaming (issue 12, not in SPEC; docs/member-centre.md and docs/api-contract.md):
 * a daily deposit limit and a session-time reminder per account, and when each session began.
 *
 * Deposit limit: lowering it (or setting a first one) applies at once; raising or removing it
 * applies 24 hours later (until then the old limit holds). "Today" is the site day; what counts
 * is every deposit order created today that is new, pending or approved (a cancelled, rejected or
 * expired order gives its room back).
 */
export interface DepositLimitSetting {
  /** Cents; null = no limit. */
  limitCents: number | null;
  /** A raise or a removal waiting for its 24 hours. */
  pending: { limitCents: number | null; from: number } | null;
}

export interface RgState {
  depositLimits: Map<number, DepositLimitSetting>;
  /** account id → reminder interval in minutes (0 = off) */
  reminders: Map<number, number>;
  /** token → when the session began (simulator clock) */
  sessionStarts: Map<string, number>;
}

export const createRgState = (): RgState => ({ depositLimits: new Map(), reminders: new Map(), sessionStarts: new Map() });

/** The delay before a raise or a removal applies. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;
/** The highest daily limit a member may set (cents). */
export const MAX_LIMIT_CENTS = 100_000_000;
/** The reminder intervals a member may choose (minutes; 0 = off). */
export const REMINDER_MINUTES = [0, 15, 30, 60, 120] as const;

export const RG_MESSAGES = {
  limitExceeded: 'This deposit is above what your daily deposit limit leaves for today',
  limitInvalid: 'The limit must be an amount above 0 and at most 1,000,000.00',
  reminderInvalid: 'Choose a reminder of 0 (off), 15, 30, 60 or 120 minutes',
} as const;

/** The setting with a due pending change applied. */
export function depositLimitOf(rg: RgState, accountId: number, now: number): DepositLimitSetting {
  const setting = rg.depositLimits.get(accountId) ?? { limitCents: null, pending: null };
  if (setting.pending && setting.pending.from <= now) {
    setting.limitCents = setting.pending.limitCents;
    setting.pending = null;
  }
  rg.depositLimits.set(accountId, setting);
  return setting;
}

const COUNTED: ReadonlySet<DepositOrder['state']> = new Set([2, 4, 5]);

/** Cents of today's deposits that count against the limit. */
export function depositedTodayCents(money: MoneyState, accountId: number, now: number): number {
  const dayStart = startOfSiteDay(now);
  return money.deposits
    .filter((order) => order.accountId === accountId && order.createTime >= dayStart && order.createTime <= now && COUNTED.has(order.state))
    .reduce((total, order) => total + order.amountCents, 0);
}

export interface DepositLimitView {
  limit: number | null;
  pending: { limit: number | null; from: string } | null;
  usedToday: number;
  leftToday: number | null;
}

export function depositLimitView(rg: RgState, money: MoneyState, accountId: number, now: number): DepositLimitView {
  const setting = depositLimitOf(rg, accountId, now);
  const used = depositedTodayCents(money, accountId, now);
  return {
    limit: setting.limitCents === null ? null : toAmount(setting.limitCents),
    pending: setting.pending ? { limit: setting.pending.limitCents === null ? null : toAmount(setting.pending.limitCents), from: formatTime(setting.pending.from) } : null,
    usedToday: toAmount(used),
    leftToday: setting.limitCents === null ? null : toAmount(Math.max(0, setting.limitCents - used)),
  };
}

/** Lowering (or a first limit) applies now and drops a pending raise; raising or removing waits 24 hours. */
export function changeDepositLimit(rg: RgState, accountId: number, limitCents: number | null, now: number): void {
  const setting = depositLimitOf(rg, accountId, now);
  const current = setting.limitCents;
  const lowers = limitCents !== null && (current === null || limitCents <= current);
  if (lowers) {
    setting.limitCents = limitCents;
    setting.pending = null;
  } else if (limitCents === current) {
    setting.pending = null;
  } else {
    setting.pending = { limitCents, from: now + LIMIT_RAISE_DELAY_MS };
  }
}

/** The refusal of a deposit above what the limit leaves today, or null when it fits. */
export function checkDepositLimit(rg: RgState, money: MoneyState, accountId: number, amountCents: number, now: number): Envelope<DepositLimitView> | null {
  const setting = depositLimitOf(rg, accountId, now);
  if (setting.limitCents === null) return null;
  const used = depositedTodayCents(money, accountId, now);
  if (used + amountCents <= setting.limitCents) return null;
  return fail(RG_MESSAGES.limitExceeded, depositLimitView(rg, money, accountId, now), 'DEPOSIT_LIMIT_EXCEEDED');
}

/** Settled win minus stake of the account's bets settled since `from` (cents). */
export function netResultCents(money: MoneyState, accountId: number, from: number, now: number): number {
  return (money.bets.get(accountId) ?? [])
    .filter((bet) => bet.winCents !== null && bet.settleTime !== null && bet.settleTime >= from && bet.settleTime <= now)
    .reduce((total, bet) => total + (bet.winCents ?? 0) - bet.betCents, 0);
}
