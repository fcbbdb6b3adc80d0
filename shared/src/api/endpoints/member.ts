import { apiGet } from '../client';
import { type Balance, balanceSchema, type Consolidated, consolidatedSchema, type MemberInfo, memberInfoSchema } from '../schemas/member';

export function fetchMemberInfo(): Promise<MemberInfo> {
  return apiGet('/wps/member/info', memberInfoSchema);
}

export function fetchBalance(): Promise<Balance> {
  return apiGet('/wps/v2/wallets/balance', balanceSchema);
}

/** The signed-in account's contract requirement types (agent policy). */
export function fetchConsolidated(): Promise<Consolidated> {
  return apiGet('/wps/member/info/funds/consolidated', consolidatedSchema);
}
