import { formatTime } from '../money/clock';
import { toAmount } from '../state/accounts';
import type { SimState } from '../state/sim-state';
import type { Contract, ContractKind } from './team-state';

/** Contracts between uplines and downlines (docs/api-contract.md, "Contracts"). */

export const PLATFORM_ACCOUNT = 'PLATFORM';

export const topRate = (contract: Pick<Contract, 'rows'>): number => Math.max(0, ...contract.rows.map((row) => row.rate));

/** The contracts an account holds as downline or gave as upline, in P, A or V. */
export function contractsOfAccount(state: SimState, accountId: number): Contract[] {
  return state.team.contracts.filter((contract) => (contract.downlineId === accountId || contract.uplineId === accountId) && ['P', 'A', 'V'].includes(contract.status));
}

/** The account's current contract of a kind as downline (A or V). */
export const activeContractOf = (state: SimState, accountId: number, kind: ContractKind): Contract | undefined =>
  state.team.contracts.find((contract) => contract.downlineId === accountId && contract.kind === kind && (contract.status === 'A' || contract.status === 'V'));

/**
 * The contracts of the same kind the downline has given to its own downlines (A or V) whose
 * top rate is above the offer's: accepting the offer ends them (SPEC §4).
 */
export function higherRateDownlineContracts(state: SimState, offer: Contract): Contract[] {
  const rate = topRate(offer);
  return state.team.contracts.filter(
    (contract) => contract.uplineId === offer.downlineId && contract.kind === offer.kind && (contract.status === 'A' || contract.status === 'V') && topRate(contract) > rate,
  );
}

const usernameOf = (state: SimState, id: number | null): string => (id === null ? PLATFORM_ACCOUNT : (state.accounts.get(id)?.username ?? ''));

export function toContractView(state: SimState, contract: Contract) {
  const affected = contract.status === 'P' ? higherRateDownlineContracts(state, contract) : [];
  return {
    id: contract.id,
    kind: contract.kind,
    status: contract.status,
    uplineAccount: usernameOf(state, contract.uplineId),
    downlineAccount: usernameOf(state, contract.downlineId),
    productType: 'ALL',
    computationPeriod: contract.computationPeriod,
    rows: contract.rows.map((row) => ({ minimumBet: toAmount(row.minimumBetCents), activeMember: row.activeMember, netLoss: toAmount(row.netLossCents), rate: row.rate })),
    topRate: topRate(contract),
    createTime: formatTime(contract.createTime),
    signTime: contract.signTime === null ? null : formatTime(contract.signTime),
    endTime: contract.endTime === null ? null : formatTime(contract.endTime),
    terminationBy: contract.status === 'V' ? contract.terminationBy : null,
    endReason: contract.endReason,
    downlineHigherRate: affected.length > 0 ? 'Y' : 'N',
    affectedDownlines: affected.map((item) => usernameOf(state, item.downlineId)),
  };
}

export type ContractView = ReturnType<typeof toContractView>;
