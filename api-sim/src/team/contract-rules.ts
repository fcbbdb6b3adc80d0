import { type DateTime } from 'luxon';
import { fail, ok, type Envelope } from '../lib/envelope';
import { siteTime } from '../money/clock';
import type { BetRecord } from '../money/money-state';
import { postMain } from '../money/operations';
import { nextOrderNo } from '../money/ledger';
import { TX, type TxTypeId } from '../money/transaction-types';
import type { Account } from '../state/accounts';
import type { SimState } from '../state/sim-state';
import { activeContractOf, higherRateDownlineContracts, topRate } from './contracts';
import { childrenIndex, figuresOf, teamOf } from './team-figures';
import type { ComputationPeriod, Contract, ContractKind, RateRow, SalaryRecord, SalaryStatus } from './team-state';

/** Contract state transitions and salary / dividend settlement (docs/api-contract.md, "Contracts"). */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Highest rate (%) an agent without a contract of the kind may give (chosen). */
export const PLATFORM_MAX_RATE: Readonly<Record<ContractKind, number>> = { DIVIDEND: 40, DAILY: 2, HOURLY: 1, REALTIME: 0.5 };
export const MIN_RATE = 0.01;
export const MAX_ROWS = 5;

export const CONTRACT_MESSAGES = {
  notDirect: 'Contracts can be offered to direct downlines only',
  notAgent: 'Contracts can be offered to agents only',
  inactive: 'Contracts cannot be offered to a blocked or deleted account',
  rateRange: 'A rate is outside the allowed range',
  invalidRows: 'Rate rows: 1 to 5 rows, thresholds ascending and not negative',
  pending: 'An offer of this kind is already waiting for this downline',
  disabled: 'This kind of contract is not available for your account',
  notFound: 'Contract not found',
  state: 'This contract cannot be answered now',
  higherRate: 'Accepting ends the contracts of downlines whose rate is higher. Confirm to continue.',
} as const;

export const KIND_FLAG: Readonly<Record<ContractKind, 'dailysalreqtype' | 'divtypereq' | 'contracthoursalreq' | 'realtimesalreqtype'>> = {
  DAILY: 'dailysalreqtype',
  DIVIDEND: 'divtypereq',
  HOURLY: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
};

/** The rate range an agent may offer for a kind: up to its own contract's top rate, or the platform maximum. */
export function rateRange(state: SimState, agent: Account, kind: ContractKind): { minRate: number; maxRate: number } {
  const own = activeContractOf(state, agent.id, kind);
  return { minRate: MIN_RATE, maxRate: own ? topRate(own) : PLATFORM_MAX_RATE[kind] };
}

export const periodsOf = (kind: ContractKind): ComputationPeriod[] => (kind === 'DIVIDEND' ? ['D', 'W', 'H', 'M'] : kind === 'HOURLY' ? ['H'] : ['D']);

// --- Periods ---

/** The start of the period containing `time`. */
export function periodStart(kind: ContractKind, period: ComputationPeriod, time: number): number {
  const site = siteTime(time);
  if (kind === 'REALTIME') return Math.floor(time / (5 * MINUTE)) * 5 * MINUTE;
  if (kind === 'HOURLY') return site.startOf('hour').toMillis();
  if (kind === 'DAILY') return site.startOf('day').toMillis();
  switch (period) {
    case 'D':
      return site.startOf('day').toMillis();
    case 'W':
      return site.startOf('day').minus({ days: site.weekday % 7 }).toMillis();
    case 'H':
      return (site.day <= 15 ? site.startOf('month') : site.startOf('month').set({ day: 16 })).toMillis();
    case 'M':
      return site.startOf('month').toMillis();
  }
}

/** The end (exclusive) of the period starting at `start`. */
export function periodEnd(kind: ContractKind, period: ComputationPeriod, start: number): number {
  const site: DateTime = siteTime(start);
  if (kind === 'REALTIME') return start + 5 * MINUTE;
  if (kind === 'HOURLY') return start + HOUR;
  if (kind === 'DAILY') return site.plus({ days: 1 }).toMillis();
  switch (period) {
    case 'D':
      return site.plus({ days: 1 }).toMillis();
    case 'W':
      return site.plus({ days: 7 }).toMillis();
    case 'H':
      return site.day === 1 ? site.set({ day: 16 }).toMillis() : site.startOf('month').plus({ months: 1 }).toMillis();
    case 'M':
      return site.plus({ months: 1 }).toMillis();
  }
}

/** Records are paid this long after their period ends (chosen). */
const PAY_DELAY: Readonly<Record<ContractKind, number>> = { DAILY: HOUR, HOURLY: 5 * MINUTE, REALTIME: 0, DIVIDEND: 2 * HOUR };
const PAY_TYPE: Readonly<Record<ContractKind, TxTypeId>> = { DAILY: TX.dailySalary, HOURLY: TX.hourlySalary, REALTIME: TX.realtimeSalary, DIVIDEND: TX.contractDividend };

/** The first period counted: the one starting at or after the signing. */
export function firstPeriodStart(contract: Contract, signTime: number): number {
  const start = periodStart(contract.kind, contract.computationPeriod, signTime);
  return start === signTime ? start : periodEnd(contract.kind, contract.computationPeriod, start);
}

// --- Settlement ---

export interface PeriodFigures {
  teamValidBetCents: number;
  teamProfitLossCents: number;
  activeMembers: number;
}

/** The row met: the last whose thresholds are all reached (rows ascend). */
export function rowMet(rows: readonly RateRow[], figures: PeriodFigures): RateRow | undefined {
  const netLoss = Math.max(0, -figures.teamProfitLossCents);
  return [...rows].reverse().find((row) => figures.teamValidBetCents >= row.minimumBetCents && figures.activeMembers >= row.activeMember && netLoss >= row.netLossCents);
}

export function amountFor(kind: ContractKind, rows: readonly RateRow[], figures: PeriodFigures): { rate: number; amountCents: number } {
  const row = rowMet(rows, figures);
  if (!row) return { rate: 0, amountCents: 0 };
  const base = kind === 'DIVIDEND' ? Math.max(0, -figures.teamProfitLossCents) : figures.teamValidBetCents;
  return { rate: row.rate, amountCents: Math.floor((base * row.rate) / 100) };
}

type TeamBet = { accountId: number; bet: BetRecord };

/** The bets of the agent's team placed from `from` on (settled or not), by bet time. */
function teamBets(state: SimState, accountId: number, from: number): TeamBet[] {
  const bets: TeamBet[] = [];
  for (const { account } of teamOf(state, accountId, childrenIndex(state.accounts))) {
    for (const bet of state.money.bets.get(account.id) ?? []) if (bet.betTime >= from) bets.push({ accountId: account.id, bet });
  }
  return bets.sort((a, b) => a.bet.betTime - b.bet.betTime);
}

/** The first index of `bets` (by bet time) placed at or after `time`. */
function firstAtOrAfter(bets: readonly TeamBet[], time: number): number {
  let low = 0;
  let high = bets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((bets[middle]?.bet.betTime ?? 0) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function periodFigures(state: SimState, contract: Contract, from: number, to: number, bets?: readonly TeamBet[]): PeriodFigures {
  let valid = 0;
  const active = new Set<number>();
  for (const { accountId, bet } of bets ?? teamBets(state, contract.downlineId, from)) {
    if (bet.betTime < from || bet.betTime >= to || bet.winCents === null) continue;
    valid += bet.validBetCents;
    active.add(accountId);
  }
  let profitLoss = 0;
  if (contract.kind === 'DIVIDEND') {
    for (const { account } of teamOf(state, contract.downlineId)) profitLoss += figuresOf(state.money, account.id, { from, to: to - 1 }).profitLoss;
  }
  return { teamValidBetCents: valid, teamProfitLossCents: profitLoss, activeMembers: active.size };
}

/** Seeded history varies the statuses: now and then a record is rejected (R) or adjusted (M). */
export type RecordVariety = (record: SalaryRecord) => SalaryStatus;

/**
 * Writes the records of every period of the contract that has ended by `now` (status P), and
 * pays those whose pay time has come (A, a ledger row on the agent's main wallet).
 */
export function settleContract(state: SimState, contract: Contract, now: number, variety?: RecordVariety): void {
  const limit = contract.status === 'C' && contract.endTime !== null ? Math.min(now, contract.endTime) : now;
  if (contract.status === 'A' || contract.status === 'V' || contract.status === 'C') {
    if (periodEnd(contract.kind, contract.computationPeriod, contract.settledThrough) <= limit) {
      const bets = teamBets(state, contract.downlineId, contract.settledThrough);
      while (contract.signTime !== null) {
        const start = contract.settledThrough;
        const end = periodEnd(contract.kind, contract.computationPeriod, start);
        if (end > limit) break;
        const figures = periodFigures(state, contract, start, end, bets.slice(firstAtOrAfter(bets, start), firstAtOrAfter(bets, end)));
        const { rate, amountCents } = amountFor(contract.kind, contract.rows, figures);
        const record: SalaryRecord = {
          id: state.team.nextRecordId++,
          kind: contract.kind,
          contractId: contract.id,
          accountId: contract.downlineId,
          periodStart: start,
          periodEnd: end,
          ...figures,
          rate,
          amountCents,
          status: 'P',
          payTime: null,
          remark: '',
        };
        state.team.salaryRecords.push(record);
        contract.settledThrough = end;
      }
    }
  }
  for (const record of state.team.salaryRecords) {
    if (record.contractId !== contract.id || record.status !== 'P') continue;
    const payTime = record.periodEnd + PAY_DELAY[record.kind];
    if (payTime > now) continue;
    const status = variety?.(record) ?? 'A';
    if (status === 'M') {
      record.amountCents = Math.floor(record.amountCents / 1000) * 1000;
      record.remark = 'Adjusted by the operator';
    }
    if (status === 'R') record.remark = 'Rejected: irregular betting';
    record.status = status;
    record.payTime = payTime;
    if ((status === 'A' || status === 'M') && record.amountCents > 0) {
      postMain(state.money, record.accountId, PAY_TYPE[record.kind], record.amountCents, payTime, { orderNo: nextOrderNo(state.money, 'A'), remark: `${record.kind} contract ${contract.id}` });
    }
  }
}

/** The clockwork: every contract settles what is due (run before each request). */
export function settleContracts(state: SimState, now: number): void {
  for (const contract of state.team.contracts) {
    if (contract.signTime === null) continue;
    settleContract(state, contract, now);
  }
}

// --- Transitions ---

export function readRows(raw: unknown, kind: ContractKind): RateRow[] | undefined {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_ROWS) return undefined;
  const rows: RateRow[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const row = item as Record<string, unknown>;
    const number = (key: string): number | undefined => {
      const value = row[key] === undefined || row[key] === null || row[key] === '' ? 0 : Number(row[key]);
      return Number.isFinite(value) && value >= 0 ? value : undefined;
    };
    const minimumBet = number('minimumBet');
    const activeMember = number('activeMember');
    const netLoss = number('netLoss');
    const rate = row.rate === undefined ? undefined : number('rate');
    if (minimumBet === undefined || activeMember === undefined || netLoss === undefined || rate === undefined || !Number.isInteger(activeMember)) return undefined;
    rows.push({ minimumBetCents: Math.round(minimumBet * 100), activeMember, netLossCents: kind === 'DIVIDEND' ? Math.round(netLoss * 100) : 0, rate: Math.round(rate * 100) / 100 });
  }
  for (let index = 1; index < rows.length; index += 1) {
    const previous = rows[index - 1];
    const row = rows[index];
    if (!previous || !row || row.minimumBetCents < previous.minimumBetCents || row.activeMember < previous.activeMember || row.netLossCents < previous.netLossCents) return undefined;
  }
  return rows;
}

export function offerContract(
  state: SimState,
  upline: Account,
  downline: Account,
  kind: ContractKind,
  rows: RateRow[],
  period: ComputationPeriod,
  now: number,
): Envelope<Contract | { minRate: number; maxRate: number } | null> {
  if (downline.uplineId !== upline.id) return fail(CONTRACT_MESSAGES.notDirect, null, 'NOT_DIRECT_DOWNLINE');
  if (!['1', '2', '41', '42'].includes(String(downline.type))) return fail(CONTRACT_MESSAGES.notAgent, null, 'NOT_AN_AGENT');
  if (downline.status === 0 || downline.status === 7) return fail(CONTRACT_MESSAGES.inactive, null, 'DOWNLINE_INACTIVE');
  if ((upline.consolidated?.[KIND_FLAG[kind]] ?? 0) === 0) return fail(CONTRACT_MESSAGES.disabled, null, 'KIND_DISABLED');
  const range = rateRange(state, upline, kind);
  if (rows.some((row) => row.rate < range.minRate || row.rate > range.maxRate)) return fail(CONTRACT_MESSAGES.rateRange, range, 'RATE_OUT_OF_RANGE');
  if (state.team.contracts.some((contract) => contract.downlineId === downline.id && contract.kind === kind && contract.status === 'P')) {
    return fail(CONTRACT_MESSAGES.pending, null, 'CONTRACT_PENDING');
  }
  const contract: Contract = {
    id: state.team.nextContractId++,
    kind,
    status: 'P',
    uplineId: upline.id,
    downlineId: downline.id,
    computationPeriod: period,
    rows,
    createTime: now,
    signTime: null,
    endTime: null,
    terminationBy: null,
    endReason: null,
    settledThrough: 0,
  };
  state.team.contracts.push(contract);
  return ok(contract);
}

export function signContract(state: SimState, contract: Contract, now: number): void {
  const previous = activeContractOf(state, contract.downlineId, contract.kind);
  if (previous && previous.id !== contract.id) endContract(state, previous, now, 'REPLACED');
  contract.status = 'A';
  contract.signTime = now;
  contract.settledThrough = firstPeriodStart(contract, now);
}

export function endContract(state: SimState, contract: Contract, now: number, reason: Contract['endReason']): void {
  settleContract(state, contract, now);
  contract.status = reason === 'REJECTED' ? 'R' : 'C';
  contract.endTime = now;
  contract.endReason = reason;
  contract.terminationBy = null;
}

/**
 * An answer (A or R) by `account`: the downline answers an offer; on a contract in V the side
 * that did not ask answers. `confirmHigherRate` is the `downlineHigherRate: 'Y'` of the call.
 */
export function answerContract(state: SimState, account: Account, contract: Contract, answer: 'A' | 'R', confirmHigherRate: boolean, now: number): Envelope<unknown> {
  const side = contract.downlineId === account.id ? 'DOWNLINE' : contract.uplineId === account.id ? 'UPLINE' : undefined;
  if (side === undefined) return fail(CONTRACT_MESSAGES.notFound, null, 'CONTRACT_NOT_FOUND');
  if (contract.status === 'P') {
    if (side !== 'DOWNLINE') return fail(CONTRACT_MESSAGES.state, null, 'CONTRACT_STATE');
    if (answer === 'R') {
      endContract(state, contract, now, 'REJECTED');
      return ok(contract);
    }
    const affected = higherRateDownlineContracts(state, contract);
    if (affected.length > 0 && !confirmHigherRate) {
      const names = affected.map((item) => state.accounts.get(item.downlineId)?.username ?? '');
      return fail(CONTRACT_MESSAGES.higherRate, { downlineHigherRate: 'Y', affectedDownlines: names }, 'DOWNLINE_HIGHER_RATE');
    }
    for (const item of affected) endContract(state, item, now, 'UPLINE_RATE_BELOW');
    signContract(state, contract, now);
    return ok(contract);
  }
  if (contract.status === 'V') {
    if (contract.terminationBy === side) return fail(CONTRACT_MESSAGES.state, null, 'CONTRACT_STATE');
    if (answer === 'A') endContract(state, contract, now, 'TERMINATED');
    else {
      contract.status = 'A';
      contract.terminationBy = null;
    }
    return ok(contract);
  }
  return fail(CONTRACT_MESSAGES.state, null, 'CONTRACT_STATE');
}

export function askTermination(account: Account, contract: Contract): Envelope<unknown> {
  const side = contract.downlineId === account.id ? 'DOWNLINE' : contract.uplineId === account.id ? 'UPLINE' : undefined;
  if (side === undefined) return fail(CONTRACT_MESSAGES.notFound, null, 'CONTRACT_NOT_FOUND');
  if (contract.status !== 'A') return fail(CONTRACT_MESSAGES.state, null, 'CONTRACT_STATE');
  contract.status = 'V';
  contract.terminationBy = side;
  return ok(contract);
}
