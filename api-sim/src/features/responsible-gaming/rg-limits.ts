import { fail, type Envelope } from '../../lib/envelope';
import { DAY_MS, formatTime, siteTime } from '../../money/clock';
import type { DepositOrder, MoneyState } from '../../money/money-state';
import { toAmount } from '../../state/accounts';

/**
 * Deposit, loss and wager limits, each per site day, week (Monday to Sunday) and calendar month
 * (issue 24). A first or a lower limit applies at once (and drops a pending change); a raise or a
 * removal waits 24 hours and then applies only when the member confirms it (until then the old
 * limit holds; setting the current value again cancels the pending change).
 *
 * What counts: deposits — every order created in the period that is new, pending or approved (a
 * cancelled, rejected or expired one gives its room back); wagers — the stakes of bets placed in
 * the period; losses — stakes minus winnings of bets placed in the period (never below 0).
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface LimitSetting {
  /** Cents; null = no limit. */
  limitCents: number | null;
  /** A raise or a removal: from when it may be confirmed. */
  pending: { limitCents: number | null; from: number } | null;
}

/** account id → `kind:period` → setting */
export type LimitState = Map<number, Map<string, LimitSetting>>;
export const createLimitState = (): LimitState => new Map();

/** The delay before a raise or a removal may be confirmed. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;
/** The highest limit a member may set (cents). */
export const MAX_LIMIT_CENTS = 100_000_000;

export const LIMIT_MESSAGES = {
  invalid: 'The limit must be an amount above 0 and at most 1,000,000.00',
  kindInvalid: 'Invalid request: kind must be deposit, loss or wager and period day, week or month',
  nothingPending: 'There is no change of this limit waiting for your confirmation',
  notYet: 'This change can be confirmed only 24 hours after you asked for it',
  deposit: 'This deposit is above what your deposit limit leaves',
  loss: 'This bet could take you over your loss limit',
  wager: 'This bet is above what your wager limit leaves',
} as const;

export const LIMIT_CODES = { deposit: 'DEPOSIT_LIMIT_EXCEEDED', loss: 'LOSS_LIMIT_REACHED', wager: 'WAGER_LIMIT_REACHED' } as const;

export const isLimitKind = (value: unknown): value is LimitKind => (LIMIT_KINDS as readonly unknown[]).includes(value);
export const isLimitPeriod = (value: unknown): value is LimitPeriod => (LIMIT_PERIODS as readonly unknown[]).includes(value);

function settingOf(limits: LimitState, accountId: number, kind: LimitKind, period: LimitPeriod): LimitSetting {
  let byKey = limits.get(accountId);
  if (!byKey) {
    byKey = new Map();
    limits.set(accountId, byKey);
  }
  const key = `${kind}:${period}`;
  let setting = byKey.get(key);
  if (!setting) {
    setting = { limitCents: null, pending: null };
    byKey.set(key, setting);
  }
  return setting;
}

/** When the period that holds `now` began and when the next one begins. */
export function periodBounds(period: LimitPeriod, now: number): { start: number; end: number } {
  const start = siteTime(now).startOf(period === 'day' ? 'day' : period === 'week' ? 'week' : 'month');
  return { start: start.toMillis(), end: start.plus(period === 'day' ? { days: 1 } : period === 'week' ? { weeks: 1 } : { months: 1 }).toMillis() };
}

const COUNTED: ReadonlySet<DepositOrder['state']> = new Set([2, 4, 5]);

/** Cents counted against a limit of `kind` since `from`. */
export function usedCents(money: MoneyState, accountId: number, kind: LimitKind, from: number, now: number): number {
  if (kind === 'deposit') {
    return money.deposits
      .filter((order) => order.accountId === accountId && order.createTime >= from && order.createTime <= now && COUNTED.has(order.state))
      .reduce((total, order) => total + order.amountCents, 0);
  }
  const bets = (money.bets.get(accountId) ?? []).filter((bet) => bet.betTime >= from && bet.betTime <= now);
  if (kind === 'wager') return bets.reduce((total, bet) => total + bet.betCents, 0);
  return Math.max(0, bets.reduce((total, bet) => total + bet.betCents - (bet.winCents ?? 0), 0));
}

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number | null;
  /** A raise or a removal: the limit it will be, from when it may be confirmed, whether it may be now. */
  pending: { limit: number | null; from: string; confirmable: boolean } | null;
  used: number;
  left: number | null;
  /** When the period starts again. */
  resets: string;
}

export function limitView(limits: LimitState, money: MoneyState, accountId: number, kind: LimitKind, period: LimitPeriod, now: number): LimitView {
  const setting = settingOf(limits, accountId, kind, period);
  const { start, end } = periodBounds(period, now);
  const used = usedCents(money, accountId, kind, start, now);
  return {
    kind,
    period,
    limit: setting.limitCents === null ? null : toAmount(setting.limitCents),
    pending: setting.pending
      ? { limit: setting.pending.limitCents === null ? null : toAmount(setting.pending.limitCents), from: formatTime(setting.pending.from), confirmable: setting.pending.from <= now }
      : null,
    used: toAmount(used),
    left: setting.limitCents === null ? null : toAmount(Math.max(0, setting.limitCents - used)),
    resets: formatTime(end),
  };
}

export function allLimits(limits: LimitState, money: MoneyState, accountId: number, now: number): LimitView[] {
  return LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => limitView(limits, money, accountId, kind, period, now)));
}

/** Lowering (or a first limit) applies now and drops a pending change; raising or removing waits 24 hours and a confirmation. */
export function changeLimit(limits: LimitState, accountId: number, kind: LimitKind, period: LimitPeriod, limitCents: number | null, now: number): void {
  const setting = settingOf(limits, accountId, kind, period);
  const current = setting.limitCents;
  if (limitCents === current) setting.pending = null;
  else if (limitCents !== null && (current === null || limitCents < current)) {
    setting.limitCents = limitCents;
    setting.pending = null;
  } else setting.pending = { limitCents, from: now + LIMIT_RAISE_DELAY_MS };
}

/** Applies a pending raise or removal whose 24 hours have passed. */
export function confirmLimit(limits: LimitState, accountId: number, kind: LimitKind, period: LimitPeriod, now: number): Envelope<null> | null {
  const setting = settingOf(limits, accountId, kind, period);
  if (!setting.pending) return fail(LIMIT_MESSAGES.nothingPending, null, 'NO_PENDING_CHANGE');
  if (setting.pending.from > now) return fail(LIMIT_MESSAGES.notYet, null, 'PENDING_NOT_DUE');
  setting.limitCents = setting.pending.limitCents;
  setting.pending = null;
  return null;
}

/**
 * The refusal of a deposit (kind deposit, `amountCents` its amount) or a bet (loss and wager, its
 * stake) that a limit of any period does not leave room for, or null when it fits. The value is
 * the tightest limit's view.
 */
export function checkLimits(
  limits: LimitState,
  money: MoneyState,
  accountId: number,
  kinds: readonly LimitKind[],
  amountCents: number,
  now: number,
): Envelope<LimitView> | null {
  for (const kind of kinds) {
    for (const period of LIMIT_PERIODS) {
      const setting = settingOf(limits, accountId, kind, period);
      if (setting.limitCents === null) continue;
      const used = usedCents(money, accountId, kind, periodBounds(period, now).start, now);
      if (used + amountCents > setting.limitCents) return fail(LIMIT_MESSAGES[kind], limitView(limits, money, accountId, kind, period, now), LIMIT_CODES[kind]);
    }
  }
  return null;
}
