import { apiRequest, type Consolidated, consolidatedSchema } from 'shared';

/** The signed-in account's contract requirement types (agent policy), kept in shared contractsAtom. */
export function fetchConsolidated(): Promise<Consolidated> {
  return apiRequest('/wps/member/info/funds/consolidated', { schema: consolidatedSchema });
}
