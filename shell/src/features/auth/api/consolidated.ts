import { apiRequest } from '@gp/kernel';
import { type Consolidated, consolidatedSchema } from '@gp/kernel/host';

/** The signed-in account's contract requirement types (agent policy), kept in shared contractsAtom. */
export function fetchConsolidated(): Promise<Consolidated> {
  return apiRequest('/wps/member/info/funds/consolidated', { schema: consolidatedSchema });
}
