/** The agent centre's state (docs/api-contract.md, "Agent centre"): contracts, salary records, links, logins. */

export type ContractKind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
export const CONTRACT_KINDS: readonly ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

/** Contract status (PLATFORM-FACTS): P pending, A signed, V termination asked, C cancelled, R not signed. */
export type ContractStatus = 'P' | 'A' | 'V' | 'C' | 'R';
/** Dividend periods: D day, W week (Sunday–Saturday), H half month, M month. */
export type ComputationPeriod = 'D' | 'W' | 'H' | 'M';
export type EndReason = 'TERMINATED' | 'REJECTED' | 'REPLACED' | 'UPLINE_RATE_BELOW';

export interface RateRow {
  /** Team valid bet of the period ≥ (cents). */
  minimumBetCents: number;
  activeMember: number;
  /** DIVIDEND: team net loss of the period ≥ (cents); 0 for salaries. */
  netLossCents: number;
  /** % of the team valid bet (salaries) or of the team net loss (DIVIDEND). */
  rate: number;
}

export interface Contract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  /** null: the platform (the top agent's own contracts). */
  uplineId: number | null;
  downlineId: number;
  computationPeriod: ComputationPeriod;
  rows: RateRow[];
  createTime: number;
  signTime: number | null;
  endTime: number | null;
  terminationBy: 'UPLINE' | 'DOWNLINE' | null;
  endReason: EndReason | null;
  /** Periods before this instant are settled (salary records written). */
  settledThrough: number;
}

/** Salary disbursement (PLATFORM-FACTS): P not yet, A disbursed, R rejected, M adjusted. */
export type SalaryStatus = 'P' | 'A' | 'R' | 'M';

export interface SalaryRecord {
  id: number;
  kind: ContractKind;
  contractId: number;
  accountId: number;
  periodStart: number;
  /** Exclusive. */
  periodEnd: number;
  teamValidBetCents: number;
  teamProfitLossCents: number;
  activeMembers: number;
  rate: number;
  amountCents: number;
  status: SalaryStatus;
  payTime: number | null;
  remark: string;
}

export type LinkExpiry = 'NONE' | '1D' | '7D' | '30D' | '1Y' | 'PERMANENT';

export interface AffiliateLink {
  id: number;
  ownerId: number;
  code: string;
  userType: 'AGENT' | 'MEMBER';
  rebateRate: number;
  channel: string;
  remark: string;
  expiry: LinkExpiry;
  createTime: number;
  expireTime: number | null;
  registrations: number;
}

export interface TeamState {
  contracts: Contract[];
  salaryRecords: SalaryRecord[];
  links: AffiliateLink[];
  /** account id → login times (seeded activity days and real logins), oldest first. */
  logins: Map<number, number[]>;
  /** Accounts the seed shows online (besides accounts with a live session). */
  seededOnline: Set<number>;
  nextContractId: number;
  nextRecordId: number;
  nextLinkId: number;
  /** Weekly commissions are paid for the weeks before this instant (a week start); null: none yet. */
  commissionsPaidThrough: number | null;
}

export const createTeamState = (): TeamState => ({
  contracts: [],
  salaryRecords: [],
  links: [],
  logins: new Map(),
  seededOnline: new Set(),
  nextContractId: 1,
  nextRecordId: 1,
  nextLinkId: 1,
  commissionsPaidThrough: null,
});

export function recordLogin(team: TeamState, accountId: number, time: number): void {
  const list = team.logins.get(accountId);
  if (list) list.push(time);
  else team.logins.set(accountId, [time]);
}
