import { DAY_MS } from '../money/clock';
import { totalBalance } from '../money/ledger';
import { ledgerOf } from '../money/money-state';
import { MAIN_WALLET_ID } from '../money/wallets';
import { TX } from '../money/transaction-types';
import type { Account } from '../state/accounts';
import type { SimState } from '../state/sim-state';
import { firstCommissionWeek, settleCommissions } from './commissions';
import { firstPeriodStart, settleContract } from './contract-rules';
import type { ComputationPeriod, Contract, ContractKind, RateRow } from './team-state';

/**
 * The seeded contracts (api-sim/README.md, "Agent centre"): the platform's four contracts with
 * agent01 (daily signed 60 days ago, hourly 7 days, real-time 1 day, weekly dividend 30 days),
 * agent01 → ta101 daily (signed 30 days ago), agent01 → ta102 a pending dividend offer, and
 * agent03 → ta201 daily at 1.2 % (an offer to agent03 below 1.2 % warns downlineHigherRate).
 */

const row = (minimumBet: number, activeMember: number, rate: number, netLoss = 0): RateRow => ({
  minimumBetCents: minimumBet * 100,
  activeMember,
  netLossCents: netLoss * 100,
  rate,
});

export const SEED_RATES: Readonly<Record<ContractKind, RateRow[]>> = {
  DAILY: [row(0, 0, 1), row(50_000, 30, 1.5), row(100_000, 60, 2)],
  HOURLY: [row(0, 0, 0.5), row(10_000, 10, 0.8)],
  REALTIME: [row(0, 0, 0.2), row(2_000, 3, 0.3)],
  DIVIDEND: [row(0, 0, 10), row(100_000, 20, 15, 5_000), row(300_000, 40, 20, 20_000)],
};

interface SeedContract {
  kind: ContractKind;
  upline: Account | null;
  downline: Account;
  rows: RateRow[];
  period: ComputationPeriod;
  /** Days before now it was signed; undefined: a pending offer made an hour ago. */
  signedDaysAgo?: number;
}

/** Every 17th seeded record was rejected, every 23rd adjusted. */
const variety = (record: { id: number }) => (record.id % 17 === 0 ? 'R' : record.id % 23 === 0 ? 'M' : 'A');

export function seedContracts(state: SimState, byName: (username: string) => Account, now: number): void {
  const agent01 = byName('agent01');
  const seeds: SeedContract[] = [
    { kind: 'DAILY', upline: null, downline: agent01, rows: SEED_RATES.DAILY, period: 'D', signedDaysAgo: 60 },
    { kind: 'HOURLY', upline: null, downline: agent01, rows: SEED_RATES.HOURLY, period: 'H', signedDaysAgo: 7 },
    { kind: 'REALTIME', upline: null, downline: agent01, rows: SEED_RATES.REALTIME, period: 'D', signedDaysAgo: 1 },
    { kind: 'DIVIDEND', upline: null, downline: agent01, rows: SEED_RATES.DIVIDEND, period: 'W', signedDaysAgo: 30 },
    { kind: 'DAILY', upline: agent01, downline: byName('ta101'), rows: [row(0, 0, 0.8), row(20_000, 10, 1)], period: 'D', signedDaysAgo: 30 },
    { kind: 'DIVIDEND', upline: agent01, downline: byName('ta102'), rows: [row(0, 0, 8), row(50_000, 10, 12, 2_000)], period: 'W' },
    { kind: 'DAILY', upline: byName('agent03'), downline: byName('ta201'), rows: [row(0, 0, 1.2)], period: 'D', signedDaysAgo: 20 },
  ];
  const openingTotal = totalBalance(ledgerOf(state.money, agent01.id));
  for (const seed of seeds) {
    const signTime = seed.signedDaysAgo === undefined ? null : now - seed.signedDaysAgo * DAY_MS;
    const contract: Contract = {
      id: state.team.nextContractId++,
      kind: seed.kind,
      status: signTime === null ? 'P' : 'A',
      uplineId: seed.upline?.id ?? null,
      downlineId: seed.downline.id,
      computationPeriod: seed.period,
      rows: seed.rows,
      createTime: (signTime ?? now) - 60 * 60 * 1000,
      signTime,
      endTime: null,
      terminationBy: null,
      endReason: null,
      settledThrough: 0,
    };
    if (signTime !== null) contract.settledThrough = firstPeriodStart(contract, signTime);
    state.team.contracts.push(contract);
    if (signTime !== null) settleContract(state, contract, now, variety);
  }
  // The seeded history's weekly commissions, then the clock pays each further week (team/commissions.ts).
  state.team.commissionsPaidThrough = firstCommissionWeek(now);
  settleCommissions(state, now);
  keepTotal(state, agent01, openingTotal);
}

/**
 * agent01 keeps its documented total: its opening row (7101, the first row) is lowered by what
 * the seeded salaries and dividends paid; every row after it moves with it (all are credits).
 */
function keepTotal(state: SimState, account: Account, target: number): void {
  const ledger = ledgerOf(state.money, account.id);
  const excess = totalBalance(ledger) - target;
  const opening = ledger.transactions[0];
  if (excess <= 0 || !opening || opening.typeId !== TX.adjustment || opening.amountCents < excess) return;
  opening.amountCents -= excess;
  for (const row of ledger.transactions) if (row.walletId === MAIN_WALLET_ID) row.balanceAfterCents -= excess;
  ledger.balances.set(MAIN_WALLET_ID, (ledger.balances.get(MAIN_WALLET_ID) ?? 0) - excess);
}
