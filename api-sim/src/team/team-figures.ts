import { DateTime } from 'luxon';
import { SITE_TIME_ZONE } from '../config';
import { badRequest, fail, type Envelope } from '../lib/envelope';
import type { Payload } from '../lib/input';
import { DAY_MS, parseSiteTime, siteTime, startOfSiteDay } from '../money/clock';
import { RANGE_EXCEEDED, type TimeRange } from '../money/requests';
import { TX } from '../money/transaction-types';
import type { MoneyState } from '../money/money-state';
import { isAgent, toAmount, type Account } from '../state/accounts';
import type { SimState } from '../state/sim-state';

/** The agent centre's team: every downline at every level (docs/api-contract.md, "Agent centre"). */

export interface TeamMember {
  account: Account;
  /** 1 = a direct downline of the root. */
  level: number;
}

/** upline id → its direct downlines, in id order. */
export function childrenIndex(accounts: ReadonlyMap<number, Account>): Map<number, Account[]> {
  const index = new Map<number, Account[]>();
  for (const account of accounts.values()) {
    if (account.uplineId === null) continue;
    const list = index.get(account.uplineId);
    if (list) list.push(account);
    else index.set(account.uplineId, [account]);
  }
  return index;
}

/** Every downline of `rootId`, breadth first (level by level). */
export function teamOf(state: SimState, rootId: number, index = childrenIndex(state.accounts)): TeamMember[] {
  const team: TeamMember[] = [];
  let layer: TeamMember[] = (index.get(rootId) ?? []).map((account) => ({ account, level: 1 }));
  while (layer.length > 0) {
    team.push(...layer);
    layer = layer.flatMap(({ account, level }) => (index.get(account.id) ?? []).map((child) => ({ account: child, level: level + 1 })));
  }
  return team;
}

/** The chain from `rootId` (first) down to `accountId` (last), or undefined when it is not in the root's team. */
export function chainTo(state: SimState, rootId: number, accountId: number): Account[] | undefined {
  const chain: Account[] = [];
  let current = state.accounts.get(accountId);
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    chain.unshift(current);
    if (current.id === rootId) return chain;
    seen.add(current.id);
    current = current.uplineId === null ? undefined : state.accounts.get(current.uplineId);
  }
  return undefined;
}

export const userTypeOf = (account: Account): 'AGENT' | 'MEMBER' => (isAgent(account) ? 'AGENT' : 'MEMBER');

// --- Figures ---

/** In cents; see TeamFigures in docs/api-contract.md. */
export interface FiguresCents {
  deposit: number;
  withdrawal: number;
  betAmount: number;
  validBet: number;
  winning: number;
  rebate: number;
  promotion: number;
  commission: number;
  dividend: number;
  salary: number;
  profitLoss: number;
}

export const FIGURE_KEYS = ['deposit', 'withdrawal', 'betAmount', 'validBet', 'winning', 'rebate', 'promotion', 'commission', 'dividend', 'salary', 'profitLoss'] as const;

export const zeroFigures = (): FiguresCents => ({ deposit: 0, withdrawal: 0, betAmount: 0, validBet: 0, winning: 0, rebate: 0, promotion: 0, commission: 0, dividend: 0, salary: 0, profitLoss: 0 });

/** One account's own figures for the rows and bets dated in the range. */
export function figuresOf(money: MoneyState, accountId: number, range: TimeRange): FiguresCents {
  const figures = zeroFigures();
  for (const row of money.ledgers.get(accountId)?.transactions ?? []) {
    if (row.time < range.from || row.time > range.to) continue;
    const cents = row.amountCents;
    switch (row.typeId) {
      case TX.deposit:
        figures.deposit += cents;
        break;
      case TX.withdraw:
      case TX.withdrawRefund:
        figures.withdrawal -= cents;
        break;
      case TX.bet:
        figures.betAmount -= cents;
        break;
      case TX.win:
        figures.winning += cents;
        break;
      case TX.betRebate:
      case TX.agentRebate:
        figures.rebate += cents;
        break;
      case TX.bonus:
        figures.promotion += cents;
        break;
      case TX.commission:
        figures.commission += cents;
        break;
      case TX.contractDividend:
        figures.dividend += cents;
        break;
      case TX.dailySalary:
      case TX.hourlySalary:
      case TX.realtimeSalary:
        figures.salary += cents;
        break;
      default:
        break;
    }
  }
  for (const bet of money.bets.get(accountId) ?? []) {
    if (bet.winCents !== null && bet.betTime >= range.from && bet.betTime <= range.to) figures.validBet += bet.validBetCents;
  }
  figures.profitLoss = figures.winning - figures.betAmount + figures.rebate + figures.promotion + figures.commission + figures.dividend + figures.salary;
  return figures;
}

export function addFigures(total: FiguresCents, more: FiguresCents): FiguresCents {
  for (const key of FIGURE_KEYS) total[key] += more[key];
  return total;
}

export const isEmptyFigures = (figures: FiguresCents): boolean => FIGURE_KEYS.every((key) => figures[key] === 0);

export function toFigures(figures: FiguresCents): Record<(typeof FIGURE_KEYS)[number], number> {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, toAmount(figures[key])])) as Record<(typeof FIGURE_KEYS)[number], number>;
}

/** The team's figures: the sum of every downline's own figures. */
export function teamFigures(state: SimState, team: readonly TeamMember[], range: TimeRange): FiguresCents {
  const total = zeroFigures();
  for (const { account } of team) addFigures(total, figuresOf(state.money, account.id, range));
  return total;
}

// --- Ranges ---

export const QUICK_RANGES = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'LAST_WEEK', 'THIS_MONTH', 'LAST_MONTH'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** How far back the agent reports reach, counting today (chosen). */
export const AGENT_REPORT_DAYS = 90;

/** Weeks run Sunday to Saturday (PLATFORM-FACTS). */
const startOfWeek = (day: DateTime): DateTime => day.minus({ days: day.weekday % 7 }).startOf('day');

export function quickRange(range: QuickRange, now: number): TimeRange {
  const today = siteTime(now).startOf('day');
  const span = (from: DateTime, to: DateTime): TimeRange => ({ from: from.toMillis(), to: to.toMillis() - 1 });
  switch (range) {
    case 'TODAY':
      return span(today, today.plus({ days: 1 }));
    case 'YESTERDAY':
      return span(today.minus({ days: 1 }), today);
    case 'THIS_WEEK':
      return span(startOfWeek(today), startOfWeek(today).plus({ days: 7 }));
    case 'LAST_WEEK':
      return span(startOfWeek(today).minus({ days: 7 }), startOfWeek(today));
    case 'THIS_MONTH':
      return span(today.startOf('month'), today.startOf('month').plus({ months: 1 }));
    case 'LAST_MONTH':
      return span(today.startOf('month').minus({ months: 1 }), today.startOf('month'));
  }
}

export interface AgentRange extends TimeRange {
  startDate: string;
  endDate: string;
}

const dayText = (ms: number): string => DateTime.fromMillis(ms, { zone: SITE_TIME_ZONE }).toFormat('yyyy-MM-dd');

/** `range` (a quick range) or `startDate` / `endDate`; today by default; 90 days back at most. */
export function readAgentRange(query: Payload, now: number): AgentRange | Envelope<null> {
  const text = (key: string): string | undefined => {
    const raw = query[key];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  };
  const quick = text('range')?.toUpperCase();
  let range: TimeRange;
  if (quick !== undefined) {
    if (!(QUICK_RANGES as readonly string[]).includes(quick)) throw badRequest(`Invalid request: range must be one of ${QUICK_RANGES.join(', ')}`);
    range = quickRange(quick as QuickRange, now);
  } else {
    const today = startOfSiteDay(now);
    const startText = text('startDate') ?? text('startTime');
    const endText = text('endDate') ?? text('endTime');
    const from = startText === undefined ? today : parseSiteTime(startText, false);
    const to = endText === undefined ? today + DAY_MS - 1 : parseSiteTime(endText, true);
    if (from === undefined || to === undefined) throw badRequest('Invalid request: startDate and endDate are yyyy-MM-dd or ISO date-times');
    if (to < from) throw badRequest('Invalid request: endDate is before startDate');
    range = { from, to };
  }
  if (range.from < startOfSiteDay(now) - (AGENT_REPORT_DAYS - 1) * DAY_MS) return fail(`Reports reach back ${AGENT_REPORT_DAYS} days only`, null, RANGE_EXCEEDED);
  return { ...range, startDate: dayText(range.from), endDate: dayText(range.to) };
}

/** Site days (start ms) of a range, oldest first. */
export function daysOf(range: TimeRange): number[] {
  const days: number[] = [];
  for (let day = siteTime(range.from).startOf('day'); day.toMillis() <= range.to; day = day.plus({ days: 1 })) days.push(day.toMillis());
  return days;
}

export { dayText };
