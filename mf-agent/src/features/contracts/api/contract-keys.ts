import { agentKeys } from '../../../lib/agent-keys';
import type { ContractKind, ContractListQuery, SalaryQuery } from './contracts';

/** The query keys of the contracts: an offer or an answer invalidates `all`. */
export const contractKeys = {
  all: [...agentKeys.all, 'contracts'] as const,
  rateRange: (kind: ContractKind) => [...contractKeys.all, 'rate-range', kind] as const,
  list: (query: ContractListQuery) => [...contractKeys.all, 'list', query] as const,
  waiting: () => [...contractKeys.all, 'waiting'] as const,
  records: (query: SalaryQuery) => [...contractKeys.all, 'records', query] as const,
  summary: (kind: ContractKind) => [...contractKeys.all, 'summary', kind] as const,
};
