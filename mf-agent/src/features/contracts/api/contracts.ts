import * as v from 'valibot';
import { looseInteger, looseNumber, relayPath } from '@gp/kernel';
import { apiRequest, rangeParams, type RangeValue, recordPageSchema } from '@gp/account-centre-kit';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { agentKeys } from '../../../lib/agent-keys';
import { contractKeys } from './contract-keys';

/** Contracts between an upline and a direct downline (docs/api-contract.md, "Contracts"; SPEC §4). */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** P pending, A signed, V termination asked, C cancelled, R not signed (PLATFORM-FACTS). */
export const CONTRACT_STATUSES = ['P', 'A', 'V', 'C', 'R'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Salary disbursement: P not yet, A disbursed, R rejected, M adjusted (PLATFORM-FACTS). */
export const SALARY_STATUSES = ['P', 'A', 'R', 'M'] as const;

export const PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ComputationPeriod = (typeof PERIODS)[number];

export const rateRowSchema = v.object({
  minimumBet: looseNumber,
  activeMember: looseInteger,
  netLoss: v.nullish(looseNumber, 0),
  rate: looseNumber,
});

export type RateRow = v.InferOutput<typeof rateRowSchema>;

export const contractSchema = v.object({
  id: looseInteger,
  kind: v.picklist(CONTRACT_KINDS),
  status: v.picklist(CONTRACT_STATUSES),
  uplineAccount: v.string(),
  downlineAccount: v.string(),
  computationPeriod: v.picklist(PERIODS),
  rows: v.array(rateRowSchema),
  topRate: looseNumber,
  createTime: v.string(),
  signTime: v.nullish(v.string(), null),
  endTime: v.nullish(v.string(), null),
  terminationBy: v.nullish(v.picklist(['UPLINE', 'DOWNLINE']), null),
  endReason: v.nullish(v.picklist(['TERMINATED', 'REJECTED', 'REPLACED', 'UPLINE_RATE_BELOW']), null),
  downlineHigherRate: v.nullish(v.picklist(['Y', 'N']), 'N'),
  affectedDownlines: v.nullish(v.array(v.string()), []),
});

export type Contract = v.InferOutput<typeof contractSchema>;

/** The consolidated funds' requirement type of each kind (0 = off for this agent). */
export const KIND_KEYS = {
  DIVIDEND: { type: 'divtypereq' },
  DAILY: { type: 'dailysalreqtype' },
  HOURLY: { type: 'contracthoursalreq' },
  REALTIME: { type: 'realtimesalreqtype' },
} as const satisfies Record<ContractKind, { type: string }>;

export const rateRangeSchema = v.object({
  kind: v.picklist(CONTRACT_KINDS),
  minRate: looseNumber,
  maxRate: looseNumber,
  maxRows: v.nullish(looseInteger, 5),
  periods: v.nullish(v.array(v.picklist(PERIODS)), ['D']),
});

export type RateRange = v.InferOutput<typeof rateRangeSchema>;

/** MCS2_contractRateRange (token): the rates I may offer for a kind, the rows and periods. */
export function getRateRange(kind: ContractKind, signal?: AbortSignal): Promise<RateRange> {
  return apiRequest(relayPath('MCS2_contractRateRange'), { schema: rateRangeSchema, params: { kind }, signal });
}

export function useRateRange(kind: ContractKind) {
  return useQuery(queryOptions({ queryKey: contractKeys.rateRange(kind), queryFn: ({ signal }) => getRateRange(kind, signal) }));
}

export type OfferInput = { account: string; kind: ContractKind; rows: RateRow[]; computationPeriod?: ComputationPeriod };

/** MCS2_offerContract (token): an offer (P) to a direct downline agent. */
export function offerContract(input: OfferInput): Promise<Contract> {
  return apiRequest(relayPath('MCS2_offerContract'), { method: 'post', json: input, schema: contractSchema });
}

function useInvalidateContracts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    void queryClient.invalidateQueries({ queryKey: agentKeys.team() });
  };
}

export function useOfferContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({ mutationFn: offerContract, onSuccess: invalidate });
}

export type ContractListQuery = {
  kind?: ContractKind;
  role: 'UPLINE' | 'DOWNLINE';
  /** A comma list of statuses. */
  status?: string;
  page: number;
  size?: number;
  account?: string;
};

export const CONTRACT_PAGE_SIZE = 13;

const contractPageSchema = recordPageSchema(contractSchema, v.null());

/** MCS2_contractList (token): contracts I gave (UPLINE) or hold (DOWNLINE), newest first. */
export function getContracts(query: ContractListQuery, signal?: AbortSignal) {
  return apiRequest(relayPath('MCS2_contractList'), { schema: contractPageSchema, params: { size: CONTRACT_PAGE_SIZE, ...query }, signal });
}

export function useContracts(query: ContractListQuery) {
  return useQuery(
    queryOptions({ queryKey: contractKeys.list(query), queryFn: ({ signal }) => getContracts(query, signal), placeholderData: keepPreviousData }),
  );
}

/**
 * What waits for my answer: offers to me (P), and signed contracts whose end the other side
 * asked for (V) — the consolidated funds' `pendingOffers`, read from the contract list so the
 * consolidated funds stay asked once per sign-in (the shell's, SPEC §6).
 */
export async function getWaitingContracts(signal?: AbortSignal): Promise<Contract[]> {
  const [mine, given] = await Promise.all([
    getContracts({ role: 'DOWNLINE', status: 'P,V', page: 1, size: 50 }, signal),
    getContracts({ role: 'UPLINE', status: 'V', page: 1, size: 50 }, signal),
  ]);
  return [
    ...mine.list.filter((contract) => contract.status === 'P' || (contract.status === 'V' && contract.terminationBy === 'UPLINE')),
    ...given.list.filter((contract) => contract.status === 'V' && contract.terminationBy === 'DOWNLINE'),
  ];
}

export function useWaitingContracts() {
  return useQuery(queryOptions({ queryKey: contractKeys.waiting(), queryFn: ({ signal }) => getWaitingContracts(signal) }));
}

export type AnswerInput = { contract: Contract; status: 'A' | 'R'; confirmHigherRate?: boolean; requestId: string };

/**
 * The four answer calls of SPEC §7, one per kind: accept or reject an offer, confirm (A) or
 * refuse (R) a termination the other side asked for.
 */
export function answerContract({ contract, status, confirmHigherRate, requestId }: AnswerInput): Promise<Contract> {
  const extra = confirmHigherRate ? { downlineHigherRate: 'Y' } : {};
  const call = (name: string, json: Record<string, unknown>) => apiRequest(relayPath(name), { method: 'post', json: { ...json, status, ...extra, requestId }, schema: contractSchema });
  switch (contract.kind) {
    case 'DIVIDEND':
      return call('MCS2_processDividendReq', { id: contract.id, productType: 'ALL', computationPeriod: contract.computationPeriod });
    case 'DAILY':
      return call('MCS2_processDailySalContract', { id: contract.id });
    case 'HOURLY':
      return call('MCS2_processContractHourSalary', { contractId: contract.id, productType: 'ALL' });
    case 'REALTIME':
      return call('MCSFE_processRealTimeSalaryContract', { contractId: contract.id });
  }
}

export function useAnswerContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({ mutationFn: answerContract, onSuccess: invalidate });
}

/** MCS2_terminateContract (token): either side of a signed contract asks to end it (→ V). */
export function terminateContract(contract: Contract): Promise<Contract> {
  return apiRequest(relayPath('MCS2_terminateContract'), { method: 'post', json: { id: contract.id }, schema: contractSchema });
}

export function useTerminateContract() {
  const invalidate = useInvalidateContracts();
  return useMutation({ mutationFn: terminateContract, onSuccess: invalidate });
}

export const salaryRecordSchema = v.object({
  id: looseInteger,
  kind: v.picklist(CONTRACT_KINDS),
  contractId: looseInteger,
  periodStart: v.string(),
  periodEnd: v.string(),
  teamValidBet: looseNumber,
  teamProfitLoss: looseNumber,
  activeMembers: looseInteger,
  rate: looseNumber,
  amount: looseNumber,
  status: v.picklist(SALARY_STATUSES),
  payTime: v.nullish(v.string(), null),
  remark: v.nullish(v.string(), ''),
});

export type SalaryRecord = v.InferOutput<typeof salaryRecordSchema>;

export const salaryFooterSchema = v.object({ count: looseInteger, amount: looseNumber, teamValidBet: looseNumber });

export type SalaryFooter = v.InferOutput<typeof salaryFooterSchema>;

export type SalaryQuery = { kind: ContractKind; range: RangeValue; page: number; status?: string };

const salaryPageSchema = recordPageSchema(salaryRecordSchema, salaryFooterSchema);

/** MCS2_salaryRecords (token): my salary or dividend records of a kind, newest first, with totals. */
export function getSalaryRecords(query: SalaryQuery, signal?: AbortSignal) {
  const { range, status, ...rest } = query;
  return apiRequest(relayPath('MCS2_salaryRecords'), {
    schema: salaryPageSchema,
    params: { ...rest, ...rangeParams(range), status: status || undefined, size: CONTRACT_PAGE_SIZE },
    signal,
  });
}

export function useSalaryRecords(query: SalaryQuery) {
  return useQuery(
    queryOptions({ queryKey: contractKeys.records(query), queryFn: ({ signal }) => getSalaryRecords(query, signal), placeholderData: keepPreviousData }),
  );
}

export const contractSummarySchema = v.object({
  kind: v.picklist(CONTRACT_KINDS),
  contract: v.nullish(contractSchema, null),
  current: v.nullish(
    v.object({
      periodStart: v.string(),
      periodEnd: v.string(),
      teamValidBet: looseNumber,
      teamProfitLoss: looseNumber,
      activeMembers: looseInteger,
      rate: looseNumber,
      estimatedAmount: looseNumber,
    }),
    null,
  ),
  previous: v.nullish(salaryRecordSchema, null),
  lastSettledAt: v.nullish(v.string(), null),
  nextSettlementAt: v.nullish(v.string(), null),
});

export type ContractSummary = v.InferOutput<typeof contractSummarySchema>;

/** Real-time salary settles every 5 minutes (SPEC §9): its figures are asked again as often. */
export const REALTIME_REFRESH_MS = 5 * 60 * 1000;

/** MCS2_contractSummary (token): my contract of a kind with the current period's estimate and the previous record. */
export function getContractSummary(kind: ContractKind, signal?: AbortSignal): Promise<ContractSummary> {
  return apiRequest(relayPath('MCS2_contractSummary'), { schema: contractSummarySchema, params: { kind }, signal });
}

export function useContractSummary(kind: ContractKind) {
  return useQuery(
    queryOptions({
      queryKey: contractKeys.summary(kind),
      queryFn: ({ signal }) => getContractSummary(kind, signal),
      refetchInterval: kind === 'REALTIME' ? REALTIME_REFRESH_MS : false,
    }),
  );
}
